// ... existing code ...
impl CacheSettings {
    pub fn validate(&self) -> Result<(), ValidationError> {
        if self.url.is_empty() {
            return Err(ValidationError::new("cache.url", "must not be empty"));
        }
        if !self.url.starts_with("redis://") && !self.url.starts_with("rediss://") {
            return Err(ValidationError::new("cache.url", "must be a redis:// or rediss:// URL"));
        }
        if self.pool_size == 0 || self.pool_size > 64 {
            return Err(ValidationError::new("cache.pool_size", "must be between 1 and 64"));
        }
        // ... existing code ...
    }
}
// ... other impls ...
