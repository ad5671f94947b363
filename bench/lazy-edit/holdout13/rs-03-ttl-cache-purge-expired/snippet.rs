// ... existing code ...

    pub fn remove(&mut self, key: &K) -> Option<V> {
        self.entries.remove(key).map(|entry| entry.value)
    }

    /// Drops every entry older than the TTL and returns how many were removed.
    pub fn purge_expired(&mut self) -> usize {
        let ttl = self.ttl;
        let before = self.entries.len();
        self.entries.retain(|_, entry| entry.inserted_at.elapsed() <= ttl);
        before - self.entries.len()
    }

    pub fn len(&self) -> usize {
        // ... existing code (unchanged) ...
    }

    pub fn is_empty(&self) -> bool {
        // ... existing code (unchanged) ...
    }

    fn evict_one(&mut self) {
        if self.purge_expired() > 0 {
            return;
        }
        let victim = self
// ... existing code (unchanged) ...
