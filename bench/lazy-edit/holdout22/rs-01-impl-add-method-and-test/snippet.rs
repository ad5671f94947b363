// ... existing code ...
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
// ... existing code ...
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
