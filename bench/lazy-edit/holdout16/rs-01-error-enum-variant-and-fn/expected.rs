use std::fmt;
use std::io;

#[derive(Debug)]
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
            ConfigError::Io(err) => write!(f, "failed to read config: {}", err),
            ConfigError::Parse { line, message } => {
                write!(f, "parse error on line {}: {}", line, message)
            }
            ConfigError::MissingKey(key) => write!(f, "missing required key `{}`", key),
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

impl std::error::Error for ConfigError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ConfigError::Io(err) => Some(err),
            _ => None,
        }
    }
}

impl From<io::Error> for ConfigError {
    fn from(err: io::Error) -> Self {
        ConfigError::Io(err)
    }
}

pub type Result<T> = std::result::Result<T, ConfigError>;

pub fn parse_line(line_no: usize, line: &str) -> Result<Option<(String, String)>> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let (key, value) = line.split_once('=').ok_or_else(|| ConfigError::Parse {
        line: line_no,
        message: "expected `key = value`".to_string(),
    })?;
    let key = key.trim();
    if key.is_empty() {
        return Err(ConfigError::Parse {
            line: line_no,
            message: "empty key".to_string(),
        });
    }
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
