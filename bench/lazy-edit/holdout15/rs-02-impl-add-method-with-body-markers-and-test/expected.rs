use std::collections::HashMap;
use std::time::{Duration, Instant};

/// A simple token-bucket rate limiter keyed by client id.
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
        Self {
            tokens: f64::from(capacity),
            last_refill: now,
        }
    }

    fn refill(&mut self, capacity: u32, refill_per_sec: f64, now: Instant) {
        let elapsed = now.saturating_duration_since(self.last_refill).as_secs_f64();
        self.tokens = (self.tokens + elapsed * refill_per_sec).min(f64::from(capacity));
        self.last_refill = now;
    }
}

impl RateLimiter {
    pub fn new(capacity: u32, refill_per_sec: f64) -> Self {
        assert!(capacity > 0, "capacity must be positive");
        assert!(refill_per_sec > 0.0, "refill rate must be positive");
        Self {
            capacity,
            refill_per_sec,
            buckets: HashMap::new(),
        }
    }

    /// Tries to take one token for `key`. Returns `true` if the request is allowed.
    pub fn try_acquire(&mut self, key: &str) -> bool {
        self.try_acquire_at(key, Instant::now())
    }

    pub fn try_acquire_at(&mut self, key: &str, now: Instant) -> bool {
        let capacity = self.capacity;
        let rate = self.refill_per_sec;
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

    /// Time until `key` will have at least one token available.
    pub fn retry_after(&self, key: &str, now: Instant) -> Duration {
        match self.buckets.get(key) {
            None => Duration::ZERO,
            Some(bucket) => {
                let mut b = *bucket;
                b.refill(self.capacity, self.refill_per_sec, now);
                if b.tokens >= 1.0 {
                    Duration::ZERO
                } else {
                    Duration::from_secs_f64((1.0 - b.tokens) / self.refill_per_sec)
                }
            }
        }
    }

    /// Drops buckets that have been idle for longer than `max_idle`.
    ///
    /// An idle bucket has refilled completely, so forgetting it does not change behaviour.
    pub fn evict_idle(&mut self, now: Instant, max_idle: Duration) -> usize {
        let before = self.buckets.len();
        self.buckets
            .retain(|_, bucket| now.saturating_duration_since(bucket.last_refill) <= max_idle);
        before - self.buckets.len()
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
    fn allows_up_to_capacity_then_blocks() {
        let mut limiter = RateLimiter::new(3, 1.0);
        let now = Instant::now();
        assert!(limiter.try_acquire_at("a", now));
        assert!(limiter.try_acquire_at("a", now));
        assert!(limiter.try_acquire_at("a", now));
        assert!(!limiter.try_acquire_at("a", now));
        assert!(limiter.try_acquire_at("b", now));
    }

    #[test]
    fn refills_over_time() {
        let mut limiter = RateLimiter::new(1, 2.0);
        let start = Instant::now();
        assert!(limiter.try_acquire_at("a", start));
        assert!(!limiter.try_acquire_at("a", start));
        assert!(limiter.try_acquire_at("a", start + Duration::from_millis(500)));
    }

    #[test]
    fn evicts_idle_buckets() {
        let mut limiter = RateLimiter::new(2, 1.0);
        let start = Instant::now();
        limiter.try_acquire_at("a", start);
        limiter.try_acquire_at("b", start + Duration::from_secs(50));
        let evicted = limiter.evict_idle(start + Duration::from_secs(60), Duration::from_secs(30));
        assert_eq!(evicted, 1);
        assert_eq!(limiter.len(), 1);
    }
}
