use std::fmt;
use std::io;
use std::num::ParseIntError;

#[derive(Debug)]
pub enum ConfigError {
    Io(io::Error),
    MissingKey(String),
    DuplicateKey { key: String, line: usize },
    InvalidNumber { key: String, source: ParseIntError },
    UnknownSection(String),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Io(err) => write!(f, "failed to read config: {err}"),
            ConfigError::MissingKey(key) => write!(f, "missing required key `{key}`"),
            ConfigError::DuplicateKey { key, line } => {
                write!(f, "key `{key}` is defined twice (again on line {line})")
            }
            ConfigError::InvalidNumber { key, source } => {
                write!(f, "key `{key}` is not a valid number: {source}")
            }
            ConfigError::UnknownSection(name) => write!(f, "unknown section [{name}]"),
        }
    }
}

impl std::error::Error for ConfigError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ConfigError::Io(err) => Some(err),
            ConfigError::InvalidNumber { source, .. } => Some(source),
            ConfigError::MissingKey(_)
            | ConfigError::DuplicateKey { .. }
            | ConfigError::UnknownSection(_) => None,
        }
    }
}

impl From<io::Error> for ConfigError {
    fn from(err: io::Error) -> Self {
        ConfigError::Io(err)
    }
}

pub type Result<T> = std::result::Result<T, ConfigError>;

pub fn parse_port(key: &str, value: &str) -> Result<u16> {
    value
        .trim()
        .parse::<u16>()
        .map_err(|source| ConfigError::InvalidNumber {
            key: key.to_string(),
            source,
        })
}
