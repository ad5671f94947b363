use std::collections::HashMap;
use std::hash::Hash;
use std::time::{Duration, Instant};

/// A small in-memory cache with per-entry expiry.
pub struct TtlCache<K, V> {
    entries: HashMap<K, Entry<V>>,
    ttl: Duration,
    capacity: usize,
}

struct Entry<V> {
    value: V,
    inserted_at: Instant,
}

impl<K: Eq + Hash + Clone, V: Clone> TtlCache<K, V> {
    pub fn new(ttl: Duration, capacity: usize) -> Self {
        Self {
            entries: HashMap::with_capacity(capacity),
            ttl,
            capacity,
        }
    }

    pub fn get(&mut self, key: &K) -> Option<V> {
        let expired = match self.entries.get(key) {
            Some(entry) => entry.inserted_at.elapsed() > self.ttl,
            None => return None,
        };
        if expired {
            self.entries.remove(key);
            return None;
        }
        self.entries.get(key).map(|entry| entry.value.clone())
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

    pub fn remove(&mut self, key: &K) -> Option<V> {
        self.entries.remove(key).map(|entry| entry.value)
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn evict_oldest(&mut self) {
        let oldest = self
            .entries
            .iter()
            .min_by_key(|(_, entry)| entry.inserted_at)
            .map(|(key, _)| key.clone());
        if let Some(key) = oldest {
            self.entries.remove(&key);
        }
    }
}
