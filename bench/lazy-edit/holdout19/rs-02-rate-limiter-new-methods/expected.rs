use std::collections::HashMap;
use std::time::{Duration, Instant};

/// Token bucket rate limiter keyed by client id.
pub struct RateLimiter {
    capacity: u32,
    refill_per_sec: f64,
    buckets: HashMap<String, Bucket>,
}

struct Bucket {
    tokens: f64,
    last_refill: Instant,
}

impl Bucket {
    fn new(capacity: u32) -> Self {
        Self {
            tokens: capacity as f64,
            last_refill: Instant::now(),
        }
    }

    fn refill(&mut self, capacity: u32, refill_per_sec: f64) {
        let now = Instant::now();
        let elapsed = now.duration_since(self.last_refill).as_secs_f64();
        self.tokens = (self.tokens + elapsed * refill_per_sec).min(capacity as f64);
        self.last_refill = now;
    }
}

impl RateLimiter {
    pub fn new(capacity: u32, refill_per_sec: f64) -> Self {
        Self {
            capacity,
            refill_per_sec,
            buckets: HashMap::new(),
        }
    }

    /// Try to take one token for `key`. Returns `true` if the request is allowed.
    pub fn try_acquire(&mut self, key: &str) -> bool {
        self.try_acquire_n(key, 1)
    }

    /// Try to take `n` tokens for `key` at once.
    pub fn try_acquire_n(&mut self, key: &str, n: u32) -> bool {
        let capacity = self.capacity;
        let bucket = self
            .buckets
            .entry(key.to_owned())
            .or_insert_with(|| Bucket::new(capacity));
        bucket.refill(capacity, self.refill_per_sec);
        if bucket.tokens >= n as f64 {
            bucket.tokens -= n as f64;
            true
        } else {
            false
        }
    }

    /// How long until `key` will have at least one token available.
    pub fn retry_after(&self, key: &str) -> Duration {
        match self.buckets.get(key) {
            Some(bucket) if bucket.tokens < 1.0 => {
                Duration::from_secs_f64((1.0 - bucket.tokens) / self.refill_per_sec)
            }
            _ => Duration::ZERO,
        }
    }

    /// Drop buckets that have been idle long enough to be full again.
    pub fn prune(&mut self) {
        let full_after = Duration::from_secs_f64(self.capacity as f64 / self.refill_per_sec);
        self.buckets
            .retain(|_, bucket| bucket.last_refill.elapsed() < full_after);
    }

    /// Number of clients currently tracked.
    pub fn tracked_clients(&self) -> usize {
        self.buckets.len()
    }

    /// Forget all state for `key`, e.g. after an operator resets a client.
    pub fn reset(&mut self, key: &str) {
        self.buckets.remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_up_to_capacity() {
        let mut limiter = RateLimiter::new(3, 1.0);
        assert!(limiter.try_acquire("a"));
        assert!(limiter.try_acquire("a"));
        assert!(limiter.try_acquire("a"));
        assert!(!limiter.try_acquire("a"));
    }

    #[test]
    fn keys_are_independent() {
        let mut limiter = RateLimiter::new(1, 1.0);
        assert!(limiter.try_acquire("a"));
        assert!(limiter.try_acquire("b"));
        assert!(!limiter.try_acquire("a"));
    }
}
