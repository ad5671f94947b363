use std::fmt;
use std::io;
use std::num::ParseIntError;

#[derive(Debug)]
pub enum ConfigError {
    Io(io::Error),
    MissingKey(String),
    InvalidValue { key: String, value: String },
    ParseInt(ParseIntError),
    Toml(toml::de::Error),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Io(err) => write!(f, "failed to read config: {err}"),
            ConfigError::MissingKey(key) => write!(f, "missing required key `{key}`"),
            ConfigError::InvalidValue { key, value } => {
                write!(f, "invalid value `{value}` for key `{key}`")
            }
            ConfigError::ParseInt(err) => write!(f, "expected an integer: {err}"),
            ConfigError::Toml(err) => write!(f, "malformed TOML: {err}"),
        }
    }
}

impl std::error::Error for ConfigError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ConfigError::Io(err) => Some(err),
            ConfigError::ParseInt(err) => Some(err),
            ConfigError::Toml(err) => Some(err),
            _ => None,
        }
    }
}

impl From<io::Error> for ConfigError {
    fn from(err: io::Error) -> Self {
        ConfigError::Io(err)
    }
}

impl From<ParseIntError> for ConfigError {
    fn from(err: ParseIntError) -> Self {
        ConfigError::ParseInt(err)
    }
}

impl From<toml::de::Error> for ConfigError {
    fn from(err: toml::de::Error) -> Self {
        ConfigError::Toml(err)
    }
}

pub type Result<T> = std::result::Result<T, ConfigError>;
