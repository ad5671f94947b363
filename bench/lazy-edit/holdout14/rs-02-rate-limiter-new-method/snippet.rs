// ... existing code ...

impl RateLimiter {
    // ... existing code ...

    pub fn try_acquire_n(&mut self, key: &str, n: u32) -> bool {
        // ... existing code ...
    }

    /// Drops buckets that have not been touched for at least `idle`.
    pub fn evict_idle(&mut self, idle: Duration) -> usize {
        let now = Instant::now();
        let before = self.buckets.len();
        self.buckets
            .retain(|_, bucket| now.duration_since(bucket.last_refill) < idle);
        before - self.buckets.len()
    }

    pub fn len(&self) -> usize {
        self.buckets.len()
    }
}
