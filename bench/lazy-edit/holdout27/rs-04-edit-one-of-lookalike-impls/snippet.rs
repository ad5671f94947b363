// ... existing code ...

impl TryFrom<RawDatabase> for Database {
    type Error = ConfigError;

    fn try_from(raw: RawDatabase) -> Result<Self, Self::Error> {
        let url = raw.url.ok_or(ConfigError::Missing("database.url"))?;
        if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
            return Err(ConfigError::Invalid {
                field: "database.url",
                reason: "expected a postgres:// URL".into(),
            });
        }
        let timeout = Duration::from_secs(raw.timeout_secs.unwrap_or(5));
        let pool_size = raw.pool_size.unwrap_or(10);
        if pool_size == 0 {
            return Err(ConfigError::Invalid {
                field: "database.pool_size",
                reason: "must be at least 1".into(),
            });
        }
        Ok(Database { url, timeout, pool_size })
    }
}

// ... existing code ...
