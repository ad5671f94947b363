use std::collections::HashMap;
use std::time::{Duration, Instant};

/// A simple token-bucket rate limiter keyed by client identifier.
pub struct RateLimiter {
    capacity: u32,
    refill_every: Duration,
    buckets: HashMap<String, Bucket>,
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: u32,
    last_refill: Instant,
}

impl RateLimiter {
    pub fn new(capacity: u32, refill_every: Duration) -> Self {
        assert!(capacity > 0, "capacity must be non-zero");
        Self {
            capacity,
            refill_every,
            buckets: HashMap::new(),
        }
    }

    /// Returns `true` if the request identified by `key` is allowed.
    pub fn check(&mut self, key: &str) -> bool {
        self.check_at(key, Instant::now())
    }

    fn check_at(&mut self, key: &str, now: Instant) -> bool {
        let capacity = self.capacity;
        let bucket = self
            .buckets
            .entry(key.to_owned())
            .or_insert(Bucket { tokens: capacity, last_refill: now });
        Self::refill(bucket, capacity, self.refill_every, now);
        if bucket.tokens > 0 {
            bucket.tokens -= 1;
            true
        } else {
            false
        }
    }

    fn refill(bucket: &mut Bucket, capacity: u32, every: Duration, now: Instant) {
        let elapsed = now.duration_since(bucket.last_refill);
        let new_tokens = (elapsed.as_millis() / every.as_millis().max(1)) as u32;
        if new_tokens > 0 {
            bucket.tokens = (bucket.tokens + new_tokens).min(capacity);
            bucket.last_refill = now;
        }
    }

    /// Drops buckets that have been idle for longer than `max_idle`.
    pub fn evict_idle(&mut self, max_idle: Duration) {
        let now = Instant::now();
        self.buckets
            .retain(|_, bucket| now.duration_since(bucket.last_refill) < max_idle);
    }

    pub fn len(&self) -> usize {
        self.buckets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.buckets.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_up_to_capacity() {
        let mut limiter = RateLimiter::new(2, Duration::from_secs(1));
        let now = Instant::now();
        assert!(limiter.check_at("a", now));
        assert!(limiter.check_at("a", now));
        assert!(!limiter.check_at("a", now));
    }

    #[test]
    fn refills_over_time() {
        let mut limiter = RateLimiter::new(1, Duration::from_millis(100));
        let now = Instant::now();
        assert!(limiter.check_at("a", now));
        assert!(!limiter.check_at("a", now));
        assert!(limiter.check_at("a", now + Duration::from_millis(150)));
    }
}
