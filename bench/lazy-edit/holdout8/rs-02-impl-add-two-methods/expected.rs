use std::collections::HashMap;
use std::hash::Hash;
use std::time::{Duration, Instant};

struct Entry<V> {
    value: V,
    inserted: Instant,
}

pub struct TtlCache<K, V> {
    ttl: Duration,
    capacity: usize,
    entries: HashMap<K, Entry<V>>,
}

impl<K: Eq + Hash + Clone, V: Clone> TtlCache<K, V> {
    pub fn new(ttl: Duration, capacity: usize) -> Self {
        Self {
            ttl,
            capacity,
            entries: HashMap::with_capacity(capacity),
        }
    }

    pub fn get(&self, key: &K) -> Option<V> {
        let entry = self.entries.get(key)?;
        if entry.inserted.elapsed() > self.ttl {
            return None;
        }
        Some(entry.value.clone())
    }

    /// Removes every entry older than the TTL and returns how many were dropped.
    pub fn purge_expired(&mut self) -> usize {
        let before = self.entries.len();
        let ttl = self.ttl;
        self.entries.retain(|_, e| e.inserted.elapsed() <= ttl);
        before - self.entries.len()
    }

    pub fn insert(&mut self, key: K, value: V) {
        if self.entries.len() >= self.capacity && !self.entries.contains_key(&key) {
            self.evict_oldest();
        }
        self.entries.insert(
            key,
            Entry {
                value,
                inserted: Instant::now(),
            },
        );
    }

    fn evict_oldest(&mut self) {
        if let Some(oldest) = self
            .entries
            .iter()
            .min_by_key(|(_, e)| e.inserted)
            .map(|(k, _)| k.clone())
        {
            self.entries.remove(&oldest);
        }
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
