use std::collections::HashMap;
use std::time::{Duration, Instant};

/// A token-bucket rate limiter keyed by client identifier.
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
        Bucket {
            tokens: capacity as f64,
            last_refill: Instant::now(),
        }
    }

    fn refill(&mut self, capacity: u32, refill_per_sec: f64, now: Instant) {
        let elapsed = now.duration_since(self.last_refill).as_secs_f64();
        self.tokens = (self.tokens + elapsed * refill_per_sec).min(capacity as f64);
        self.last_refill = now;
    }
}

impl RateLimiter {
    pub fn new(capacity: u32, refill_per_sec: f64) -> Self {
        RateLimiter {
            capacity,
            refill_per_sec,
            buckets: HashMap::new(),
        }
    }

    pub fn try_acquire(&mut self, key: &str) -> bool {
        self.try_acquire_n(key, 1)
    }

    pub fn try_acquire_n(&mut self, key: &str, n: u32) -> bool {
        let now = Instant::now();
        let capacity = self.capacity;
        let bucket = self
            .buckets
            .entry(key.to_string())
            .or_insert_with(|| Bucket::new(capacity));
        bucket.refill(capacity, self.refill_per_sec, now);
        if bucket.tokens >= n as f64 {
            bucket.tokens -= n as f64;
            true
        } else {
            false
        }
    }

    pub fn len(&self) -> usize {
        self.buckets.len()
    }
}
