use std::path::PathBuf;
use std::time::Duration;

use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct ServerConfig {
    pub bind: String,
    pub data_dir: PathBuf,
    pub max_pack_bytes: u64,
    #[serde(with = "humantime_serde")]
    pub request_timeout: Duration,
    pub allow_anonymous_read: bool,
}

impl Default for ServerConfig {
    fn default() -> Self {
        Self {
            bind: "127.0.0.1:8080".to_string(),
            data_dir: PathBuf::from("./data"),
            max_pack_bytes: 512 * 1024 * 1024,
            request_timeout: Duration::from_secs(30),
            allow_anonymous_read: false,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("bind address must not be empty")]
    EmptyBind,
    #[error("max_pack_bytes must be greater than zero")]
    ZeroPackLimit,
    #[error("request_timeout must be at least one second")]
    TimeoutTooShort,
}

impl ServerConfig {
    pub fn validate(&self) -> Result<(), ConfigError> {
        if self.bind.trim().is_empty() {
            return Err(ConfigError::EmptyBind);
        }
        if self.max_pack_bytes == 0 {
            return Err(ConfigError::ZeroPackLimit);
        }
        if self.request_timeout < Duration::from_secs(1) {
            return Err(ConfigError::TimeoutTooShort);
        }
        Ok(())
    }

    pub fn repos_dir(&self) -> PathBuf {
        self.data_dir.join("repos")
    }
}
