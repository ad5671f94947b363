// ... existing code ...
/// Exponential backoff with optional full jitter.
pub fn backoff_delay(policy: &RetryPolicy, attempt: u32) -> Duration {
    // ... existing code ...
}

// ... existing code ...
            Err(err) if attempt + 1 < policy.max_attempts => {
                let delay = backoff_delay(policy, attempt);
// ... existing code ...
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
