use std::fmt;
use std::io;
use std::num::ParseIntError;

#[derive(Debug)]
pub enum ConfigError {
    Io(io::Error),
    MissingKey(String),
    InvalidNumber { key: String, source: ParseIntError },
    UnknownSection(String),
    DuplicateKey { key: String, line: usize },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Io(err) => write!(f, "I/O error: {err}"),
            ConfigError::MissingKey(key) => write!(f, "missing required key `{key}`"),
            ConfigError::InvalidNumber { key, source } => {
                write!(f, "value of `{key}` is not a valid number: {source}")
            }
            ConfigError::UnknownSection(name) => write!(f, "unknown section [{name}]"),
            ConfigError::DuplicateKey { key, line } => {
                write!(f, "key `{key}` is defined twice (second definition on line {line})")
            }
        }
    }
}

impl std::error::Error for ConfigError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ConfigError::Io(err) => Some(err),
            ConfigError::InvalidNumber { source, .. } => Some(source),
            ConfigError::MissingKey(_)
            | ConfigError::UnknownSection(_)
            | ConfigError::DuplicateKey { .. } => None,
        }
    }
}

impl From<io::Error> for ConfigError {
    fn from(err: io::Error) -> Self {
        ConfigError::Io(err)
    }
}

impl ConfigError {
    /// Exit code used by the CLI when this error aborts startup.
    pub fn exit_code(&self) -> i32 {
        match self {
            ConfigError::Io(_) => 74,
            ConfigError::MissingKey(_) => 78,
            ConfigError::InvalidNumber { .. } => 65,
            ConfigError::UnknownSection(_) => 78,
            ConfigError::DuplicateKey { .. } => 65,
        }
    }
}
