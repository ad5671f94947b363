// ... existing code ...
pub struct RateLimiter {
    window: Duration,
    limit: usize,
    hits: VecDeque<Instant>,
    rejected: u64,
}

impl RateLimiter {
    pub fn new(window: Duration, limit: usize) -> Self {
        Self {
            window,
            limit,
            hits: VecDeque::new(),
            rejected: 0,
        }
    }

    fn evict_expired(&mut self, now: Instant) {
        // ... existing code ...
    }

    /// Records a hit at `now` and returns whether it is allowed.
    pub fn check(&mut self, now: Instant) -> bool {
        self.evict_expired(now);
        if self.hits.len() >= self.limit {
            self.rejected += 1;
            return false;
        }
        self.hits.push_back(now);
        true
    }

    pub fn remaining(&mut self, now: Instant) -> usize {
        self.evict_expired(now);
        self.limit.saturating_sub(self.hits.len())
    }

    // ... existing code ...
