// ... existing code ...
impl<K: Eq + Hash + Clone, V: Clone> TtlCache<K, V> {
    // ... existing code ...

    pub fn get(&self, key: &K) -> Option<V> {
        // ... existing code ...
    }

    /// Removes every entry older than the TTL and returns how many were dropped.
    pub fn purge_expired(&mut self) -> usize {
        let before = self.entries.len();
        let ttl = self.ttl;
        self.entries.retain(|_, e| e.inserted.elapsed() <= ttl);
        before - self.entries.len()
    }

    // ... existing code ...

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
