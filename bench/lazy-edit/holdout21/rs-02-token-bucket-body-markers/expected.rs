use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// A token bucket rate limiter.
///
/// Tokens are added continuously at `rate` per second up to `burst`.
#[derive(Debug, Clone)]
pub struct TokenBucket {
    rate: f64,
    burst: f64,
    tokens: f64,
    last_refill: Instant,
}

impl TokenBucket {
    pub fn new(rate: f64, burst: u32) -> Self {
        assert!(rate > 0.0, "rate must be positive");
        Self {
            rate,
            burst: f64::from(burst),
            tokens: f64::from(burst),
            last_refill: Instant::now(),
        }
    }

    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.last_refill).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        self.last_refill = now;
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
        self.refill(Instant::now());
        let missing = f64::from(n) - self.tokens;
        if missing <= 0.0 {
            Duration::ZERO
        } else {
            Duration::from_secs_f64(missing / self.rate)
        }
    }

    pub fn available(&self) -> u32 {
        self.tokens.floor() as u32
    }
}

/// Sliding-window limiter that remembers the timestamps of recent events.
#[derive(Debug)]
pub struct SlidingWindow {
    window: Duration,
    limit: usize,
    events: VecDeque<Instant>,
}

impl SlidingWindow {
    pub fn new(window: Duration, limit: usize) -> Self {
        Self {
            window,
            limit,
            events: VecDeque::with_capacity(limit),
        }
    }

    pub fn try_acquire(&mut self) -> bool {
        let now = Instant::now();
        while let Some(&front) = self.events.front() {
            if now.duration_since(front) > self.window {
                self.events.pop_front();
            } else {
                break;
            }
        }
        if self.events.len() < self.limit {
            self.events.push_back(now);
            true
        } else {
            false
        }
    }
}
