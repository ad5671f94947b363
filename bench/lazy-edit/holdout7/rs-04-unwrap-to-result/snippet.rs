// ... existing code ...

pub fn parse(text: &str) -> Result<Config, ConfigError> {
    let mut config = Config::default();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once('=').ok_or_else(|| ConfigError::Syntax {
            line: index + 1,
            message: format!("expected `key = value`, found `{line}`"),
        })?;
        config.values.insert(key.trim().to_string(), value.trim().to_string());
    }
    Ok(config)
}

pub fn load(path: &Path) -> Result<Config, ConfigError> {
    let text = fs::read_to_string(path)?;
    parse(&text)
}
