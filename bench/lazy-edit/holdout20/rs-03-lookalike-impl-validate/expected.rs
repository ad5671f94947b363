use serde::Deserialize;

use crate::error::ValidationError;

#[derive(Debug, Deserialize)]
pub struct DatabaseSettings {
    pub url: String,
    pub pool_size: u32,
    pub timeout_secs: u64,
}

#[derive(Debug, Deserialize)]
pub struct CacheSettings {
    pub url: String,
    pub pool_size: u32,
    pub ttl_secs: u64,
}

#[derive(Debug, Deserialize)]
pub struct Settings {
    pub database: DatabaseSettings,
    pub cache: CacheSettings,
    #[serde(default = "default_workers")]
    pub workers: usize,
}

fn default_workers() -> usize {
    num_cpus::get()
}

impl DatabaseSettings {
    pub fn validate(&self) -> Result<(), ValidationError> {
        if self.url.is_empty() {
            return Err(ValidationError::new("database.url", "must not be empty"));
        }
        if self.pool_size == 0 || self.pool_size > 100 {
            return Err(ValidationError::new("database.pool_size", "must be between 1 and 100"));
        }
        if self.timeout_secs == 0 {
            return Err(ValidationError::new("database.timeout_secs", "must be positive"));
        }
        Ok(())
    }
}

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
        if self.ttl_secs == 0 {
            return Err(ValidationError::new("cache.ttl_secs", "must be positive"));
        }
        Ok(())
    }
}

impl Settings {
    pub fn load(path: &std::path::Path) -> anyhow::Result<Self> {
        let text = std::fs::read_to_string(path)?;
        let settings: Settings = toml::from_str(&text)?;
        settings.database.validate()?;
        settings.cache.validate()?;
        if settings.workers == 0 {
            anyhow::bail!("workers must be at least 1");
        }
        Ok(settings)
    }
}
