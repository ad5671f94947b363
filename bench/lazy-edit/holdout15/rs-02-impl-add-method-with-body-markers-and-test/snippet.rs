// ... existing code ...

impl RateLimiter {
    pub fn new(capacity: u32, refill_per_sec: f64) -> Self {
        // ... existing code ...
    }

    // ... other methods ...

    /// Time until `key` will have at least one token available.
    pub fn retry_after(&self, key: &str, now: Instant) -> Duration {
        // ... existing code ...
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

    // ... other methods ...
}

#[cfg(test)]
mod tests {
    // ... existing tests ...

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
