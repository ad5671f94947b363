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
    idle_timeout: Duration,
}

impl RateLimiter {
    pub fn new(capacity: u32, refill_per_sec: f64) -> Self {
        Self {
            capacity: capacity as f64,
            refill_per_sec,
            buckets: HashMap::new(),
            idle_timeout: Duration::from_secs(600),
        }
    }

    pub fn with_idle_timeout(mut self, timeout: Duration) -> Self {
        self.idle_timeout = timeout;
        self
    }

    fn refill(&self, bucket: &mut Bucket, now: Instant) {
        let elapsed = now.duration_since(bucket.last_refill).as_secs_f64();
        bucket.tokens = (bucket.tokens + elapsed * self.refill_per_sec).min(self.capacity);
        bucket.last_refill = now;
    }

    pub fn try_acquire(&mut self, key: &str) -> bool {
        let now = Instant::now();
        let capacity = self.capacity;
        let mut bucket = self
            .buckets
            .remove(key)
            .unwrap_or(Bucket { tokens: capacity, last_refill: now });
        self.refill(&mut bucket, now);
        let allowed = bucket.tokens >= 1.0;
        if allowed {
            bucket.tokens -= 1.0;
        }
        self.buckets.insert(key.to_string(), bucket);
        allowed
    }

    pub fn remaining(&self, key: &str) -> u32 {
        self.buckets
            .get(key)
            .map(|b| b.tokens.floor() as u32)
            .unwrap_or(self.capacity as u32)
    }

    /// How long until `key` can acquire a token, or `None` if it can acquire one now.
    pub fn time_until_available(&self, key: &str) -> Option<Duration> {
        let bucket = self.buckets.get(key)?;
        let elapsed = bucket.last_refill.elapsed().as_secs_f64();
        let tokens = (bucket.tokens + elapsed * self.refill_per_sec).min(self.capacity);
        if tokens >= 1.0 {
            return None;
        }
        if self.refill_per_sec <= 0.0 {
            return Some(Duration::MAX);
        }
        Some(Duration::from_secs_f64((1.0 - tokens) / self.refill_per_sec))
    }

    pub fn evict_idle(&mut self) -> usize {
        let now = Instant::now();
        let timeout = self.idle_timeout;
        let before = self.buckets.len();
        self.buckets
            .retain(|_, b| now.duration_since(b.last_refill) < timeout);
        before - self.buckets.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_up_to_capacity() {
        let mut limiter = RateLimiter::new(3, 0.0);
        assert!(limiter.try_acquire("a"));
        assert!(limiter.try_acquire("a"));
        assert!(limiter.try_acquire("a"));
        assert!(!limiter.try_acquire("a"));
    }

    #[test]
    fn keys_are_independent() {
        let mut limiter = RateLimiter::new(1, 0.0);
        assert!(limiter.try_acquire("a"));
        assert!(limiter.try_acquire("b"));
        assert!(!limiter.try_acquire("a"));
    }
}
