#[derive(Debug, Clone)]
pub struct RetryPolicy {
    pub max_attempts: u32,
    pub base_delay_ms: u64,
    pub max_delay_ms: u64,
}

impl RetryPolicy {
    pub fn delay(&self, attempt: u32) -> u64 {
        let exp = self.base_delay_ms.saturating_mul(1 << attempt.min(16));
        exp.min(self.max_delay_ms)
    }
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
