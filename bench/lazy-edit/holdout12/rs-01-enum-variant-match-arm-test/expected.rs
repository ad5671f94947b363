use std::fmt;
use std::io;

#[derive(Debug)]
pub enum ConfigError {
    Io(io::Error),
    Parse { line: usize, message: String },
    MissingKey(String),
    InvalidValue { key: String, value: String },
    DuplicateKey { key: String, first_line: usize, line: usize },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Io(err) => write!(f, "failed to read config: {err}"),
            ConfigError::Parse { line, message } => {
                write!(f, "parse error on line {line}: {message}")
            }
            ConfigError::MissingKey(key) => write!(f, "missing required key `{key}`"),
            ConfigError::InvalidValue { key, value } => {
                write!(f, "invalid value `{value}` for key `{key}`")
            }
            ConfigError::DuplicateKey { key, first_line, line } => {
                write!(f, "duplicate key `{key}` on line {line} (first defined on line {first_line})")
            }
        }
    }
}

impl std::error::Error for ConfigError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ConfigError::Io(err) => Some(err),
            _ => None,
        }
    }
}

impl From<io::Error> for ConfigError {
    fn from(err: io::Error) -> Self {
        ConfigError::Io(err)
    }
}

pub type Result<T> = std::result::Result<T, ConfigError>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_missing_key() {
        let err = ConfigError::MissingKey("database.url".into());
        assert_eq!(err.to_string(), "missing required key `database.url`");
    }

    #[test]
    fn display_invalid_value() {
        let err = ConfigError::InvalidValue {
            key: "port".into(),
            value: "abc".into(),
        };
        assert_eq!(err.to_string(), "invalid value `abc` for key `port`");
    }

    #[test]
    fn display_duplicate_key() {
        let err = ConfigError::DuplicateKey {
            key: "port".into(),
            first_line: 3,
            line: 9,
        };
        assert_eq!(
            err.to_string(),
            "duplicate key `port` on line 9 (first defined on line 3)"
        );
    }
}
