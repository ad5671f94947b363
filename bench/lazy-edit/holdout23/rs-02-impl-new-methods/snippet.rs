// ... existing code ...

impl RateLimiter {
    // ... other methods ...

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

    // ... other methods ...

    pub fn len(&self) -> usize {
        self.buckets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.buckets.is_empty()
    }
}

// ... existing code ...
