// ... existing code ...

    pub fn retry_after(&self, key: &str) -> Duration {
        // ... existing code ...
    }

    /// Drops buckets that have been full for longer than `idle`, so the map
    /// does not grow without bound when many distinct keys are seen.
    pub fn evict_idle(&mut self, idle: Duration) -> usize {
        let now = Instant::now();
        let before = self.buckets.len();
        let capacity = self.capacity;
        let refill_per_sec = self.refill_per_sec;
        self.buckets.retain(|_, bucket| {
            let elapsed = now.duration_since(bucket.last_refill).as_secs_f64();
            let tokens = (bucket.tokens + elapsed * refill_per_sec).min(capacity);
            !(tokens >= capacity && now.duration_since(bucket.last_refill) > idle)
        });
        before - self.buckets.len()
    }

    pub fn len(&self) -> usize {
        self.buckets.len()
    }
}

#[cfg(test)]
mod tests {
    // ... existing code ...
        assert!(!limiter.try_acquire("a"));
    }

    #[test]
    fn evicts_idle_full_buckets() {
        let mut limiter = RateLimiter::new(1, 1000.0);
        assert!(limiter.try_acquire("a"));
        std::thread::sleep(Duration::from_millis(20));
        assert_eq!(limiter.evict_idle(Duration::from_millis(10)), 1);
        assert_eq!(limiter.len(), 0);
    }
}
