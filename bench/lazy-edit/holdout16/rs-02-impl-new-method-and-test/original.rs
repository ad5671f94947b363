use std::collections::HashMap;
use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
struct Bucket {
    tokens: f64,
    last_refill: Instant,
}

#[derive(Debug)]
pub struct RateLimiter {
    capacity: f64,
    refill_per_sec: f64,
    buckets: HashMap<String, Bucket>,
}

impl RateLimiter {
    pub fn new(capacity: u32, refill_per_sec: f64) -> Self {
        Self {
            capacity: capacity as f64,
            refill_per_sec,
            buckets: HashMap::new(),
        }
    }

    fn refill(&self, bucket: &mut Bucket, now: Instant) {
        let elapsed = now.duration_since(bucket.last_refill).as_secs_f64();
        bucket.tokens = (bucket.tokens + elapsed * self.refill_per_sec).min(self.capacity);
        bucket.last_refill = now;
    }

    pub fn try_acquire(&mut self, key: &str) -> bool {
        self.try_acquire_n(key, 1)
    }

    pub fn try_acquire_n(&mut self, key: &str, n: u32) -> bool {
        let now = Instant::now();
        let capacity = self.capacity;
        let mut bucket = self
            .buckets
            .get(key)
            .cloned()
            .unwrap_or(Bucket { tokens: capacity, last_refill: now });
        self.refill(&mut bucket, now);
        let allowed = bucket.tokens >= n as f64;
        if allowed {
            bucket.tokens -= n as f64;
        }
        self.buckets.insert(key.to_string(), bucket);
        allowed
    }

    pub fn retry_after(&self, key: &str) -> Duration {
        match self.buckets.get(key) {
            Some(bucket) if bucket.tokens < 1.0 => {
                let missing = 1.0 - bucket.tokens;
                Duration::from_secs_f64(missing / self.refill_per_sec)
            }
            _ => Duration::ZERO,
        }
    }

    pub fn len(&self) -> usize {
        self.buckets.len()
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
