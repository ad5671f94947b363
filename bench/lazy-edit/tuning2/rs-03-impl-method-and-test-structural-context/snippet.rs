// ... existing code ...
impl RateLimiter {
    // ... existing code ...

    /// Returns how many tokens `key` could spend right now without being limited.
    pub fn available(&self, key: &str) -> u32 {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap();
        match buckets.get_mut(key) {
            Some(bucket) => {
                bucket.refill(self.capacity, self.refill_every, now);
                bucket.tokens
            }
            None => self.capacity,
        }
    }
}

// ... existing code ...
    #[test]
    fn keys_are_independent() {
        // ... existing code ...
    }

    #[test]
    fn available_reports_remaining_tokens() {
        let limiter = RateLimiter::new(2, Duration::from_secs(60));
        assert_eq!(limiter.available("a"), 2);
        assert!(limiter.try_acquire("a"));
        assert_eq!(limiter.available("a"), 1);
    }
}
