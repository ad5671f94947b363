// ...

impl<K: Eq + Hash + Clone, V: Clone> TtlCache<K, V> {
    pub fn new(ttl: Duration, capacity: usize) -> Self {
        // ...
    }

    pub fn get(&mut self, key: &K) -> Option<V> {
        // ...
    }

    pub fn insert(&mut self, key: K, value: V) {
        if self.entries.len() >= self.capacity && !self.entries.contains_key(&key) {
            self.purge_expired();
        }
        if self.entries.len() >= self.capacity && !self.entries.contains_key(&key) {
            self.evict_oldest();
        }
        // ...
    }

    // ...

    /// Drops every entry whose TTL has elapsed.
    pub fn purge_expired(&mut self) {
        let ttl = self.ttl;
        self.entries.retain(|_, entry| entry.inserted.elapsed() <= ttl);
    }

    fn evict_oldest(&mut self) {
    // ...
