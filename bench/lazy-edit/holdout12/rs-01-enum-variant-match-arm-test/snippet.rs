// ... existing code ...
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
            // ... existing code ...
            ConfigError::InvalidValue { key, value } => {
                write!(f, "invalid value `{value}` for key `{key}`")
            }
            ConfigError::DuplicateKey { key, first_line, line } => {
                write!(f, "duplicate key `{key}` on line {line} (first defined on line {first_line})")
            }
        }
    }
}

// ... existing code ...

    #[test]
    fn display_invalid_value() {
        // ... existing code ...
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
