// ... existing code ...
    pub fn remove(&mut self, name: &str) -> Option<u32> {
        self.items.remove(name)
    }

    pub fn count(&self, name: &str) -> u32 {
        self.items.get(name).copied().unwrap_or(0)
    }
}
// ... existing code ...
