use std::collections::HashMap;
use std::hash::Hash;
use std::time::{Duration, Instant};

/// A small TTL cache with a hard cap on the number of entries.
pub struct TtlCache<K, V> {
    entries: HashMap<K, Entry<V>>,
    ttl: Duration,
    capacity: usize,
}

struct Entry<V> {
    value: V,
    inserted: Instant,
}

impl<K: Eq + Hash + Clone, V: Clone> TtlCache<K, V> {
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
            Some(entry) => entry.inserted.elapsed() > self.ttl,
            None => return None,
        };
        if expired {
            self.entries.remove(key);
            return None;
        }
        self.entries.get(key).map(|entry| entry.value.clone())
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
            .min_by_key(|(_, entry)| entry.inserted)
            .map(|(key, _)| key.clone());
        if let Some(key) = oldest {
            self.entries.remove(&key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evicts_when_full() {
        let mut cache = TtlCache::new(Duration::from_secs(60), 2);
        cache.insert("a", 1);
        cache.insert("b", 2);
        cache.insert("c", 3);
        assert_eq!(cache.len(), 2);
        assert_eq!(cache.get(&"c"), Some(3));
    }
}
