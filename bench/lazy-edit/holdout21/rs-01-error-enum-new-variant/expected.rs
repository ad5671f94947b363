use std::fmt;
use std::io;
use std::path::PathBuf;

use serde::Deserialize;

/// Errors that can occur while loading or validating the configuration.
#[derive(Debug)]
pub enum ConfigError {
    /// The configuration file could not be read.
    Io { path: PathBuf, source: io::Error },
    /// The file was read but is not valid TOML.
    Parse { path: PathBuf, source: toml::de::Error },
    /// A required key was missing.
    MissingKey(&'static str),
    /// A value was present but out of range.
    InvalidValue { key: &'static str, reason: String },
    /// `storage_dir` points to a directory that does not exist.
    StorageDirMissing(PathBuf),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Io { path, .. } => write!(f, "could not read {}", path.display()),
            ConfigError::Parse { path, .. } => write!(f, "invalid TOML in {}", path.display()),
            ConfigError::MissingKey(key) => write!(f, "missing required key `{key}`"),
            ConfigError::InvalidValue { key, reason } => write!(f, "invalid value for `{key}`: {reason}"),
            ConfigError::StorageDirMissing(dir) => {
                write!(f, "storage directory {} does not exist", dir.display())
            }
        }
    }
}

impl std::error::Error for ConfigError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ConfigError::Io { source, .. } => Some(source),
            ConfigError::Parse { source, .. } => Some(source),
            ConfigError::MissingKey(_)
            | ConfigError::InvalidValue { .. }
            | ConfigError::StorageDirMissing(_) => None,
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct Config {
    pub listen: String,
    pub workers: Option<usize>,
    pub storage_dir: Option<PathBuf>,
}

impl Config {
    pub fn load(path: impl Into<PathBuf>) -> Result<Self, ConfigError> {
        let path = path.into();
        let text = std::fs::read_to_string(&path).map_err(|source| ConfigError::Io {
            path: path.clone(),
            source,
        })?;
        let config: Config = toml::from_str(&text).map_err(|source| ConfigError::Parse {
            path: path.clone(),
            source,
        })?;
        config.validate()?;
        Ok(config)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        if self.listen.is_empty() {
            return Err(ConfigError::MissingKey("listen"));
        }
        if let Some(0) = self.workers {
            return Err(ConfigError::InvalidValue {
                key: "workers",
                reason: "must be at least 1".into(),
            });
        }
        if let Some(dir) = &self.storage_dir {
            if !dir.is_dir() {
                return Err(ConfigError::StorageDirMissing(dir.clone()));
            }
        }
        Ok(())
    }
}
