// ... existing code ...
pub enum ConfigError {
    Io(io::Error),
    Parse { line: usize, message: String },
    MissingKey(String),
    DuplicateKey { key: String, first_line: usize, line: usize },
    InvalidValue { key: String, value: String },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // ... existing code ...
            ConfigError::MissingKey(key) => write!(f, "missing required key `{}`", key),
            ConfigError::DuplicateKey { key, first_line, line } => write!(
                f,
                "duplicate key `{}` on line {} (first defined on line {})",
                key, line, first_line
            ),
            ConfigError::InvalidValue { key, value } => {
// ... existing code ...
            ConfigError::Parse { .. } => 65,
            ConfigError::MissingKey(_)
            | ConfigError::DuplicateKey { .. }
            | ConfigError::InvalidValue { .. } => 78,
        }
    }
// ... existing code ...
