use std::collections::HashMap;
use std::hash::Hash;
use std::time::{Duration, Instant};

/// A small TTL cache used to memoise upstream lookups.
pub struct TtlCache<K, V> {
    entries: HashMap<K, Entry<V>>,
    ttl: Duration,
    capacity: usize,
    hits: u64,
    misses: u64,
}

struct Entry<V> {
    value: V,
    inserted_at: Instant,
}

impl<K, V> TtlCache<K, V>
where
    K: Eq + Hash + Clone,
    V: Clone,
{
    pub fn new(ttl: Duration, capacity: usize) -> Self {
        assert!(capacity > 0, "capacity must be non-zero");
        Self {
            entries: HashMap::with_capacity(capacity),
            ttl,
            capacity,
            hits: 0,
            misses: 0,
        }
    }

    pub fn get(&mut self, key: &K) -> Option<V> {
        let expired = match self.entries.get(key) {
            Some(entry) => entry.inserted_at.elapsed() > self.ttl,
            None => {
                self.misses += 1;
                return None;
            }
        };
        if expired {
            self.entries.remove(key);
            self.misses += 1;
            return None;
        }
        self.hits += 1;
        self.entries.get(key).map(|e| e.value.clone())
    }

    pub fn insert(&mut self, key: K, value: V) {
        if self.entries.len() >= self.capacity && !self.entries.contains_key(&key) {
            self.evict_oldest();
        }
        self.entries.insert(
            key,
            Entry {
                value,
                inserted_at: Instant::now(),
            },
        );
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

    pub fn hit_ratio(&self) -> f64 {
        let total = self.hits + self.misses;
        if total == 0 {
            return 0.0;
        }
        self.hits as f64 / total as f64
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
