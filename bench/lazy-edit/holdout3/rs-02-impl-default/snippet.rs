// ... existing code ...
impl RetryPolicy {
    // ... existing code ...
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy {
            max_attempts: 5,
            base_delay_ms: 100,
            max_delay_ms: 10_000,
        }
    }
}
