// ... existing code ...
    MissingKey(String),
    InvalidValue { key: String, value: String },
    UnknownKey { key: String, suggestion: Option<String> },
}

// ... existing code ...
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
// ... existing code ...
