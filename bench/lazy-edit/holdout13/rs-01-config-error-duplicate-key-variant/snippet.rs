// ... existing code ...
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
            // ... existing code ...
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

// ... existing code ...
