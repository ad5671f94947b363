use std::fmt;
use std::io;

#[derive(Debug)]
pub enum ConfigError {
    Io(io::Error),
    Parse { line: usize, message: String },
    MissingKey(String),
    InvalidValue { key: String, value: String },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Io(err) => write!(f, "failed to read config: {}", err),
            ConfigError::Parse { line, message } => {
                write!(f, "parse error on line {}: {}", line, message)
            }
            ConfigError::MissingKey(key) => write!(f, "missing required key `{}`", key),
            ConfigError::InvalidValue { key, value } => {
                write!(f, "invalid value `{}` for key `{}`", value, key)
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

impl ConfigError {
    /// Exit code used by the CLI when this error aborts the program.
    pub fn exit_code(&self) -> i32 {
        match self {
            ConfigError::Io(_) => 74,
            ConfigError::Parse { .. } => 65,
            ConfigError::MissingKey(_) | ConfigError::InvalidValue { .. } => 78,
        }
    }

    pub fn is_user_error(&self) -> bool {
        !matches!(self, ConfigError::Io(_))
    }
}
