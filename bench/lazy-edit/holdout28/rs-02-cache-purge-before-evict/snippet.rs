// ... existing code ...
    pub fn insert(&mut self, key: K, value: V) {
        if self.entries.len() >= self.capacity && !self.entries.contains_key(&key) {
            self.purge_expired();
        }
        if self.entries.len() >= self.capacity && !self.entries.contains_key(&key) {
            self.evict_oldest();
        }
        // ... rest of insert unchanged
    }

    fn evict_oldest(&mut self) {
        // ...
    }

    /// Drops every entry whose TTL has elapsed.
    fn purge_expired(&mut self) {
        let ttl = self.ttl;
        self.entries.retain(|_, entry| entry.inserted_at.elapsed() <= ttl);
    }

// ... existing code ...
