use std::collections::HashMap;
use std::time::{Duration, Instant};

/// A token bucket rate limiter keyed by client id.
pub struct RateLimiter {
    capacity: u32,
    refill_per_sec: f64,
    buckets: HashMap<String, Bucket>,
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    last_refill: Instant,
}

impl Bucket {
    fn new(capacity: u32, now: Instant) -> Self {
        Self { tokens: capacity as f64, last_refill: now }
    }

    fn refill(&mut self, capacity: u32, rate: f64, now: Instant) {
        let elapsed = now.duration_since(self.last_refill).as_secs_f64();
        self.tokens = (self.tokens + elapsed * rate).min(capacity as f64);
        self.last_refill = now;
    }
}

impl RateLimiter {
    pub fn new(capacity: u32, refill_per_sec: f64) -> Self {
        assert!(capacity > 0, "capacity must be positive");
        assert!(refill_per_sec > 0.0, "refill rate must be positive");
        Self { capacity, refill_per_sec, buckets: HashMap::new() }
    }

    /// Try to take one token for `key` at time `now`.
    pub fn try_acquire_at(&mut self, key: &str, now: Instant) -> bool {
        let (capacity, rate) = (self.capacity, self.refill_per_sec);
        let bucket = self
            .buckets
            .entry(key.to_owned())
            .or_insert_with(|| Bucket::new(capacity, now));
        bucket.refill(capacity, rate, now);
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    pub fn try_acquire(&mut self, key: &str) -> bool {
        self.try_acquire_at(key, Instant::now())
    }

    /// How long `key` must wait before a token is available, if at all.
    pub fn retry_after(&self, key: &str, now: Instant) -> Option<Duration> {
        let mut bucket = *self.buckets.get(key)?;
        bucket.refill(self.capacity, self.refill_per_sec, now);
        if bucket.tokens >= 1.0 {
            None
        } else {
            Some(Duration::from_secs_f64((1.0 - bucket.tokens) / self.refill_per_sec))
        }
    }

    /// Drop buckets that have been idle long enough to be full again.
    pub fn prune(&mut self, now: Instant) {
        let full_after = Duration::from_secs_f64(self.capacity as f64 / self.refill_per_sec);
        self.buckets
            .retain(|_, b| now.duration_since(b.last_refill) < full_after);
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
    fn allows_burst_up_to_capacity() {
        let mut rl = RateLimiter::new(3, 1.0);
        let t = Instant::now();
        assert!(rl.try_acquire_at("a", t));
        assert!(rl.try_acquire_at("a", t));
        assert!(rl.try_acquire_at("a", t));
        assert!(!rl.try_acquire_at("a", t));
    }
}
