// ... existing code ...
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
            // ... existing code ...
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

// ... existing code ...
            ConfigError::UnknownSection(_) => 78,
            ConfigError::DuplicateKey { .. } => 65,
        }
    }
}
