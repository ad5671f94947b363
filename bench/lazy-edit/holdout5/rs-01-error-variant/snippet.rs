// ... existing code ...
pub enum ConfigError {
    Missing(String),
    Invalid { key: String, reason: String },
    Io(std::io::Error),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // ... existing code ...
            ConfigError::Invalid { key, reason } => write!(f, "invalid {key}: {reason}"),
            ConfigError::Io(e) => write!(f, "io error: {e}"),
        }
    }
}
