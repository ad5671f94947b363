// ... existing code ...
#[derive(Debug)]
pub enum ConfigError {
    Io(io::Error),
    MissingKey(String),
    InvalidValue { key: String, value: String },
    ParseInt(ParseIntError),
    Toml(toml::de::Error),
}

// ... existing code ...
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

// ... existing code ...

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

// ... existing code ...
