// ... existing code ...
    /// A value was present but out of range.
    InvalidValue { key: &'static str, reason: String },
    /// `storage_dir` points to a directory that does not exist.
    StorageDirMissing(PathBuf),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // ... existing code ...
            ConfigError::InvalidValue { key, reason } => write!(f, "invalid value for `{key}`: {reason}"),
            ConfigError::StorageDirMissing(dir) => {
                write!(f, "storage directory {} does not exist", dir.display())
            }
        }
    }
}

impl std::error::Error for ConfigError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ConfigError::Io { source, .. } => Some(source),
            ConfigError::Parse { source, .. } => Some(source),
            ConfigError::MissingKey(_)
            | ConfigError::InvalidValue { .. }
            | ConfigError::StorageDirMissing(_) => None,
        }
    }
}
// ... existing code ...
        if let Some(0) = self.workers {
            return Err(ConfigError::InvalidValue {
                key: "workers",
                reason: "must be at least 1".into(),
            });
        }
        if let Some(dir) = &self.storage_dir {
            if !dir.is_dir() {
                return Err(ConfigError::StorageDirMissing(dir.clone()));
            }
        }
        Ok(())
    }
}
