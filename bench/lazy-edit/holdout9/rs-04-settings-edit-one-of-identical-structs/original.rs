use serde::{Deserialize, Serialize};
use std::time::Duration;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct Settings {
    pub server: ServerSettings,
    pub database: DatabaseSettings,
    pub cache: CacheSettings,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct ServerSettings {
    pub host: String,
    pub port: u16,
    #[serde(with = "humantime_serde")]
    pub timeout: Duration,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct DatabaseSettings {
    pub url: String,
    pub max_connections: u32,
    #[serde(with = "humantime_serde")]
    pub timeout: Duration,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct CacheSettings {
    pub url: String,
    pub max_connections: u32,
    #[serde(with = "humantime_serde")]
    pub timeout: Duration,
}

impl Default for ServerSettings {
    fn default() -> Self {
        Self {
            host: "127.0.0.1".into(),
            port: 8080,
            timeout: Duration::from_secs(30),
        }
    }
}

impl Default for DatabaseSettings {
    fn default() -> Self {
        Self {
            url: "postgres://localhost/app".into(),
            max_connections: 10,
            timeout: Duration::from_secs(5),
        }
    }
}

impl Default for CacheSettings {
    fn default() -> Self {
        Self {
            url: "redis://localhost:6379".into(),
            max_connections: 10,
            timeout: Duration::from_secs(5),
        }
    }
}

impl Settings {
    pub fn load(path: &std::path::Path) -> Result<Self, config::ConfigError> {
        config::Config::builder()
            .add_source(config::File::from(path).required(false))
            .add_source(config::Environment::with_prefix("APP").separator("__"))
            .build()?
            .try_deserialize()
    }
}
