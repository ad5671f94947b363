use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// A sliding-window rate limiter. Create one instance per client connection
/// and call `check` for every incoming request.
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
        while let Some(&oldest) = self.hits.front() {
            if now.duration_since(oldest) >= self.window {
                self.hits.pop_front();
            } else {
                break;
            }
        }
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

    pub fn rejected(&self) -> u64 {
        self.rejected
    }
}
