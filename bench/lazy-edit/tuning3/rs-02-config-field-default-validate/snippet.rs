// ... existing code ...
    pub allow_anonymous_read: bool,
    pub max_connections: usize,
}

impl Default for ServerConfig {
    fn default() -> Self {
        Self {
            // ... existing code ...
            allow_anonymous_read: false,
            max_connections: 256,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    // ... existing code ...
    #[error("request_timeout must be at least one second")]
    TimeoutTooShort,
    #[error("max_connections must be greater than zero")]
    ZeroConnections,
}

impl ServerConfig {
    pub fn validate(&self) -> Result<(), ConfigError> {
        // ... existing code ...
        if self.request_timeout < Duration::from_secs(1) {
            return Err(ConfigError::TimeoutTooShort);
        }
        if self.max_connections == 0 {
            return Err(ConfigError::ZeroConnections);
        }
        Ok(())
    }
    // ... existing code ...
