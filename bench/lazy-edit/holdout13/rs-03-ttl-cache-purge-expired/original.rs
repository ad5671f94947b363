use std::collections::HashMap;
use std::hash::Hash;
use std::time::{Duration, Instant};

struct Entry<V> {
    value: V,
    inserted_at: Instant,
    hits: u64,
}

pub struct TtlCache<K, V> {
    entries: HashMap<K, Entry<V>>,
    ttl: Duration,
    capacity: usize,
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
        let entry = self.entries.get_mut(key)?;
        entry.hits += 1;
        Some(entry.value.clone())
    }

    pub fn insert(&mut self, key: K, value: V) {
        if self.entries.len() >= self.capacity && !self.entries.contains_key(&key) {
            self.evict_one();
        }
        self.entries.insert(
            key,
            Entry {
                value,
                inserted_at: Instant::now(),
                hits: 0,
            },
        );
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

    fn evict_one(&mut self) {
        let victim = self
            .entries
            .iter()
            .min_by_key(|(_, entry)| (entry.hits, entry.inserted_at))
            .map(|(key, _)| key.clone());
        if let Some(key) = victim {
            self.entries.remove(&key);
        }
    }
}
