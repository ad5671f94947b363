use std::collections::HashMap;
use std::fmt;
use std::time::{Duration, Instant};

/// A token-bucket rate limiter keyed by client identifier.
#[derive(Debug)]
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

#[derive(Debug, PartialEq, Eq)]
pub enum Decision {
    Allow { remaining: u32 },
    Deny { retry_after: Duration },
}

impl Bucket {
    fn new(capacity: u32, now: Instant) -> Self {
        Self {
            tokens: capacity as f64,
            last_refill: now,
        }
    }

    fn refill(&mut self, capacity: u32, rate: f64, now: Instant) {
        let elapsed = now.duration_since(self.last_refill).as_secs_f64();
        self.tokens = (self.tokens + elapsed * rate).min(capacity as f64);
        self.last_refill = now;
    }
}

impl RateLimiter {
    pub fn new(capacity: u32, refill_per_sec: f64) -> Self {
        assert!(refill_per_sec > 0.0, "refill rate must be positive");
        Self {
            capacity,
            refill_per_sec,
            buckets: HashMap::new(),
        }
    }

    pub fn check(&mut self, key: &str) -> Decision {
        self.check_at(key, Instant::now())
    }

    pub fn check_at(&mut self, key: &str, now: Instant) -> Decision {
        let capacity = self.capacity;
        let rate = self.refill_per_sec;
        let bucket = self
            .buckets
            .entry(key.to_owned())
            .or_insert_with(|| Bucket::new(capacity, now));
        bucket.refill(capacity, rate, now);

        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            Decision::Allow {
                remaining: bucket.tokens.floor() as u32,
            }
        } else {
            let missing = 1.0 - bucket.tokens;
            Decision::Deny {
                retry_after: Duration::from_secs_f64(missing / rate),
            }
        }
    }

    pub fn len(&self) -> usize {
        self.buckets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.buckets.is_empty()
    }

    /// Drops buckets that have been full and untouched for at least `idle`.
    pub fn evict_idle(&mut self, idle: Duration, now: Instant) -> usize {
        let before = self.buckets.len();
        let capacity = self.capacity as f64;
        let rate = self.refill_per_sec;
        self.buckets.retain(|_, b| {
            let elapsed = now.duration_since(b.last_refill);
            let projected = b.tokens + elapsed.as_secs_f64() * rate;
            elapsed < idle || projected < capacity
        });
        before - self.buckets.len()
    }
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Decision::Allow { remaining } => write!(f, "allow ({remaining} left)"),
            Decision::Deny { retry_after } => {
                write!(f, "deny (retry in {}ms)", retry_after.as_millis())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn denies_after_capacity() {
        let mut rl = RateLimiter::new(2, 1.0);
        let now = Instant::now();
        assert!(matches!(rl.check_at("a", now), Decision::Allow { .. }));
        assert!(matches!(rl.check_at("a", now), Decision::Allow { .. }));
        assert!(matches!(rl.check_at("a", now), Decision::Deny { .. }));
    }

    #[test]
    fn evicts_idle_buckets() {
        let mut rl = RateLimiter::new(1, 10.0);
        let start = Instant::now();
        rl.check_at("a", start);
        assert_eq!(rl.evict_idle(Duration::from_secs(5), start + Duration::from_secs(10)), 1);
        assert!(rl.is_empty());
    }
}
