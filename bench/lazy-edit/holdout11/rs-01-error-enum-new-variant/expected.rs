use std::fmt;
use std::io;

#[derive(Debug)]
pub enum ConfigError {
    Io { path: String, source: io::Error },
    Parse { path: String, line: usize, message: String },
    MissingKey(String),
    InvalidValue { key: String, value: String },
    UnknownKey { key: String, suggestion: Option<String> },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Io { path, source } => write!(f, "failed to read {path}: {source}"),
            ConfigError::Parse { path, line, message } => {
                write!(f, "{path}:{line}: {message}")
            }
            ConfigError::MissingKey(key) => write!(f, "missing required key `{key}`"),
            ConfigError::InvalidValue { key, value } => {
                write!(f, "invalid value `{value}` for key `{key}`")
            }
            ConfigError::UnknownKey { key, suggestion: Some(s) } => {
                write!(f, "unknown key `{key}` (did you mean `{s}`?)")
            }
            ConfigError::UnknownKey { key, suggestion: None } => write!(f, "unknown key `{key}`"),
        }
    }
}

impl std::error::Error for ConfigError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ConfigError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

impl ConfigError {
    pub fn io(path: impl Into<String>, source: io::Error) -> Self {
        ConfigError::Io { path: path.into(), source }
    }

    pub fn parse(path: impl Into<String>, line: usize, message: impl Into<String>) -> Self {
        ConfigError::Parse { path: path.into(), line, message: message.into() }
    }

    pub fn is_missing(&self) -> bool {
        matches!(self, ConfigError::MissingKey(_))
    }
}

pub type Result<T> = std::result::Result<T, ConfigError>;
