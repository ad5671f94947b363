// ... existing code ...

impl RateLimiter {
    pub fn new(capacity: u32, refill_per_sec: f64) -> Self {
        // ... existing code ...
    }

    // ... existing methods ...

    /// Drop buckets that have been idle long enough to be full again.
    pub fn prune(&mut self) {
        // ... existing code ...
    }

    /// Number of clients currently tracked.
    pub fn tracked_clients(&self) -> usize {
        self.buckets.len()
    }

    /// Forget all state for `key`, e.g. after an operator resets a client.
    pub fn reset(&mut self, key: &str) {
        self.buckets.remove(key);
    }
}

// ... existing code ...
