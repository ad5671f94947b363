use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A token-bucket rate limiter keyed by client id.
pub struct RateLimiter {
    capacity: u32,
    refill_every: Duration,
    buckets: Mutex<HashMap<String, Bucket>>,
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: u32,
    last_refill: Instant,
}

impl Bucket {
    fn refill(&mut self, capacity: u32, refill_every: Duration, now: Instant) {
        let elapsed = now.duration_since(self.last_refill);
        let new_tokens = (elapsed.as_millis() / refill_every.as_millis().max(1)) as u32;
        if new_tokens > 0 {
            self.tokens = (self.tokens + new_tokens).min(capacity);
            self.last_refill = now;
        }
    }
}

impl RateLimiter {
    pub fn new(capacity: u32, refill_every: Duration) -> Self {
        Self {
            capacity,
            refill_every,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Tries to take one token for `key`; returns false when the client is over its limit.
    pub fn try_acquire(&self, key: &str) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap();
        let bucket = buckets.entry(key.to_owned()).or_insert(Bucket {
            tokens: self.capacity,
            last_refill: now,
        });
        bucket.refill(self.capacity, self.refill_every, now);
        if bucket.tokens == 0 {
            return false;
        }
        bucket.tokens -= 1;
        true
    }

    /// Drops buckets that have been full for longer than `idle`.
    pub fn prune(&self, idle: Duration) -> usize {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap();
        let before = buckets.len();
        buckets.retain(|_, b| b.tokens < self.capacity || now.duration_since(b.last_refill) < idle);
        before - buckets.len()
    }
}

impl Default for RateLimiter {
    fn default() -> Self {
        Self::new(60, Duration::from_secs(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_up_to_capacity() {
        let limiter = RateLimiter::new(3, Duration::from_secs(60));
        assert!(limiter.try_acquire("a"));
        assert!(limiter.try_acquire("a"));
        assert!(limiter.try_acquire("a"));
        assert!(!limiter.try_acquire("a"));
    }

    #[test]
    fn keys_are_independent() {
        let limiter = RateLimiter::new(1, Duration::from_secs(60));
        assert!(limiter.try_acquire("a"));
        assert!(limiter.try_acquire("b"));
        assert!(!limiter.try_acquire("a"));
    }
}
