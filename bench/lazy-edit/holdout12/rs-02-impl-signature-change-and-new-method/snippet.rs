// ... existing code ...

impl<K: Eq + Hash + Clone, V: Clone> TtlCache<K, V> {
    pub fn new(ttl: Duration, capacity: usize) -> Self {
        // ... existing code ...
    }

    pub fn get(&mut self, key: &K) -> Option<V> {
        // ... existing code ...
    }

    /// Inserts a value, returning the previous value for the key if there was one.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        if self.entries.len() >= self.capacity && !self.entries.contains_key(&key) {
            self.evict_oldest();
        }
        self.entries
            .insert(
                key,
                Entry {
                    value,
                    inserted_at: Instant::now(),
                },
            )
            .map(|entry| entry.value)
    }

    /// Drops every entry older than the TTL and returns how many were removed.
    pub fn purge_expired(&mut self) -> usize {
        let before = self.entries.len();
        let ttl = self.ttl;
        self.entries.retain(|_, entry| entry.inserted_at.elapsed() <= ttl);
        before - self.entries.len()
    }

    // ... rest of impl unchanged ...
}
