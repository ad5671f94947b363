use std::collections::HashMap;
use std::time::{Duration, Instant};

/// A token-bucket rate limiter keyed by client id.
pub struct RateLimiter {
    capacity: u32,
    refill_per_sec: f64,
    buckets: HashMap<String, Bucket>,
}

#[derive(Debug, Clone)]
struct Bucket {
    tokens: f64,
    last_refill: Instant,
}

impl Bucket {
    fn new(capacity: u32, now: Instant) -> Self {
        Bucket {
            tokens: capacity as f64,
            last_refill: now,
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
        assert!(capacity > 0, "capacity must be positive");
        assert!(refill_per_sec > 0.0, "refill rate must be positive");
        RateLimiter {
            capacity,
            refill_per_sec,
            buckets: HashMap::new(),
        }
    }

    /// Tries to take one token for `key`. Returns `true` if the request is allowed.
    pub fn check(&mut self, key: &str) -> bool {
        self.check_at(key, Instant::now())
    }

    pub fn check_at(&mut self, key: &str, now: Instant) -> bool {
        let capacity = self.capacity;
        let rate = self.refill_per_sec;
        let bucket = self
            .buckets
            .entry(key.to_string())
            .or_insert_with(|| Bucket::new(capacity, now));
        bucket.refill(capacity, rate, now);
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Number of clients currently tracked.
    pub fn len(&self) -> usize {
        self.buckets.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_up_to_capacity() {
        let mut rl = RateLimiter::new(3, 1.0);
        let now = Instant::now();
        assert!(rl.check_at("a", now));
        assert!(rl.check_at("a", now));
        assert!(rl.check_at("a", now));
        assert!(!rl.check_at("a", now));
    }

    #[test]
    fn refills_over_time() {
        let mut rl = RateLimiter::new(1, 2.0);
        let now = Instant::now();
        assert!(rl.check_at("a", now));
        assert!(!rl.check_at("a", now));
        assert!(rl.check_at("a", now + Duration::from_millis(500)));
    }
}
