// ... existing code ...

impl RateLimiter {
    pub fn new(capacity: u32, refill_per_sec: f64) -> Self {
        // ... existing code ...
    }

    /// Tries to take one token for `key`. Returns `true` if the request is allowed.
    pub fn check(&mut self, key: &str) -> bool {
        self.check_at(key, Instant::now())
    }

    pub fn check_at(&mut self, key: &str, now: Instant) -> bool {
        // ... existing code ...
    }

    /// Drops buckets that have been idle for longer than `max_idle`.
    /// A bucket idle that long is full again, so forgetting it changes nothing.
    pub fn evict_idle(&mut self, max_idle: Duration, now: Instant) -> usize {
        let before = self.buckets.len();
        self.buckets
            .retain(|_, bucket| now.duration_since(bucket.last_refill) < max_idle);
        before - self.buckets.len()
    }

    /// Number of clients currently tracked.
    pub fn len(&self) -> usize {
        self.buckets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.buckets.is_empty()
    }
}

// ... existing code ...
