//! In-memory ring buffer of recent metric samples.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sample {
    pub at: Instant,
    pub value: f64,
}

/// Fixed-capacity window of samples, oldest first.
#[derive(Debug)]
pub struct Window {
    capacity: usize,
    max_age: Duration,
    samples: VecDeque<Sample>,
}

impl Window {
    pub fn new(capacity: usize, max_age: Duration) -> Self {
        assert!(capacity > 0, "capacity must be non-zero");
        Self {
            capacity,
            max_age,
            samples: VecDeque::with_capacity(capacity),
        }
    }

    /// Record a value observed at `at`, evicting old samples as needed.
    pub fn push(&mut self, at: Instant, value: f64) {
        if self.samples.len() == self.capacity {
            self.samples.pop_front();
        }
        self.samples.push_back(Sample { at, value });
        self.expire(at);
    }

    fn expire(&mut self, now: Instant) {
        while let Some(front) = self.samples.front() {
            if now.duration_since(front.at) > self.max_age {
                self.samples.pop_front();
            } else {
                break;
            }
        }
    }

    pub fn len(&self) -> usize {
        self.samples.len()
    }

    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }

    pub fn mean(&self) -> Option<f64> {
        if self.samples.is_empty() {
            return None;
        }
        let sum: f64 = self.samples.iter().map(|s| s.value).sum();
        Some(sum / self.samples.len() as f64)
    }

    pub fn max(&self) -> Option<f64> {
        self.samples.iter().map(|s| s.value).fold(None, |acc, v| match acc {
            None => Some(v),
            Some(m) => Some(m.max(v)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mean_of_empty_window_is_none() {
        let w = Window::new(4, Duration::from_secs(60));
        assert_eq!(w.mean(), None);
    }

    #[test]
    fn evicts_when_full() {
        let now = Instant::now();
        let mut w = Window::new(2, Duration::from_secs(60));
        w.push(now, 1.0);
        w.push(now, 2.0);
        w.push(now, 3.0);
        assert_eq!(w.len(), 2);
        assert_eq!(w.mean(), Some(2.5));
    }
}
