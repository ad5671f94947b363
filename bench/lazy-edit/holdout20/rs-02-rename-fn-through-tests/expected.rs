//! Retry helpers shared by the sync workers.

use std::future::Future;
use std::time::Duration;

use rand::Rng;
use tracing::{debug, warn};

#[derive(Debug, Clone, Copy)]
pub struct RetryPolicy {
    pub max_attempts: u32,
    pub base: Duration,
    pub cap: Duration,
    pub jitter: bool,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        Self {
            max_attempts: 5,
            base: Duration::from_millis(200),
            cap: Duration::from_secs(30),
            jitter: true,
        }
    }
}

/// Exponential backoff with optional full jitter.
pub fn backoff_delay(policy: &RetryPolicy, attempt: u32) -> Duration {
    let exp = policy.base.saturating_mul(2u32.saturating_pow(attempt));
    let capped = exp.min(policy.cap);
    if policy.jitter {
        let millis = capped.as_millis() as u64;
        Duration::from_millis(rand::thread_rng().gen_range(0..=millis))
    } else {
        capped
    }
}

pub async fn retry<T, E, F, Fut>(policy: &RetryPolicy, mut op: F) -> Result<T, E>
where
    F: FnMut(u32) -> Fut,
    Fut: Future<Output = Result<T, E>>,
    E: std::fmt::Display,
{
    let mut attempt = 0;
    loop {
        match op(attempt).await {
            Ok(value) => return Ok(value),
            Err(err) if attempt + 1 < policy.max_attempts => {
                let delay = backoff_delay(policy, attempt);
                warn!(attempt, ?delay, "operation failed, retrying: {err}");
                tokio::time::sleep(delay).await;
                attempt += 1;
            }
            Err(err) => {
                debug!(attempt, "giving up");
                return Err(err);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_is_capped() {
        let policy = RetryPolicy { jitter: false, ..RetryPolicy::default() };
        assert_eq!(backoff_delay(&policy, 0), Duration::from_millis(200));
        assert_eq!(backoff_delay(&policy, 3), Duration::from_millis(1600));
        assert_eq!(backoff_delay(&policy, 20), Duration::from_secs(30));
    }

    #[test]
    fn jitter_stays_below_cap() {
        let policy = RetryPolicy::default();
        for attempt in 0..10 {
            assert!(backoff_delay(&policy, attempt) <= policy.cap);
        }
    }
}
