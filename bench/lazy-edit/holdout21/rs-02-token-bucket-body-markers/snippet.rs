// ... existing code ...
impl TokenBucket {
    pub fn new(rate: f64, burst: u32) -> Self {
        // ... existing code ...
    }

    fn refill(&mut self, now: Instant) {
        // ... existing code ...
    }

    pub fn try_acquire(&mut self, n: u32) -> bool {
        self.try_acquire_at(n, Instant::now())
    }

    /// Like [`try_acquire`](Self::try_acquire) but with an explicit clock, for tests.
    pub fn try_acquire_at(&mut self, n: u32, now: Instant) -> bool {
        self.refill(now);
        let n = f64::from(n);
        if self.tokens >= n {
            self.tokens -= n;
            true
        } else {
            false
        }
    }

    pub fn time_until_available(&mut self, n: u32) -> Duration {
        // ... existing code ...
    }
// ... existing code ...
