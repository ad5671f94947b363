// ... existing code ...
    fn refill(bucket: &mut Bucket, capacity: u32, every: Duration, now: Instant) {
        // ... existing code ...
    }

    /// Drops buckets that have been idle for longer than `max_idle`.
    pub fn evict_idle(&mut self, max_idle: Duration) {
        let now = Instant::now();
        self.buckets
            .retain(|_, bucket| now.duration_since(bucket.last_refill) < max_idle);
    }

    pub fn len(&self) -> usize {
        self.buckets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.buckets.is_empty()
    }
}

// ... existing code ...
