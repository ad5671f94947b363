// ... existing methods ...

    pub fn remaining(&self, key: &str) -> u32 {
        // ... existing code ...
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
// ... existing methods ...
