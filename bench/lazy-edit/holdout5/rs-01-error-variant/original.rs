use std::fmt;

#[derive(Debug)]
pub enum ConfigError {
    Missing(String),
    Invalid { key: String, reason: String },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Missing(k) => write!(f, "missing key {k}"),
            ConfigError::Invalid { key, reason } => write!(f, "invalid {key}: {reason}"),
        }
    }
}
