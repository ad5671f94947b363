// ... existing code ...
    MissingKey(String),
    InvalidValue { key: String, value: String },
    DuplicateKey { key: String, first_line: usize, line: usize },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // ... existing code ...
            ConfigError::InvalidValue { key, value } => {
                write!(f, "invalid value `{}` for key `{}`", value, key)
            }
            ConfigError::DuplicateKey { key, first_line, line } => write!(
                f,
                "key `{}` on line {} was already defined on line {}",
                key, line, first_line
            ),
        }
    }
}

// ... existing code ...
    Ok(Some((key.to_string(), value.trim().to_string())))
}

pub fn parse_str(input: &str) -> Result<Vec<(String, String)>> {
    let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    let mut entries = Vec::new();
    for (idx, raw) in input.lines().enumerate() {
        let line_no = idx + 1;
        if let Some((key, value)) = parse_line(line_no, raw)? {
            if let Some(&first_line) = seen.get(&key) {
                return Err(ConfigError::DuplicateKey { key, first_line, line: line_no });
            }
            seen.insert(key.clone(), line_no);
            entries.push((key, value));
        }
    }
    Ok(entries)
}
