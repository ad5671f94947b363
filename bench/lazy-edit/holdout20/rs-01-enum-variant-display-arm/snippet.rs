use std::collections::HashSet;
use std::fmt;
use std::io;
use std::num::ParseIntError;

/// Errors produced while loading and validating a job manifest.
#[derive(Debug)]
pub enum ManifestError {
    Io(io::Error),
    Parse { line: usize, message: String },
    MissingField(&'static str),
    DuplicateKey { line: usize, key: String },
    InvalidPriority(ParseIntError),
}

impl fmt::Display for ManifestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // ... existing arms ...
            ManifestError::MissingField(name) => write!(f, "missing required field `{name}`"),
            ManifestError::DuplicateKey { line, key } => {
                write!(f, "key `{key}` set twice (second time on line {line})")
            }
            ManifestError::InvalidPriority(err) => write!(f, "priority must be an integer: {err}"),
        }
    }
}

// ... existing code ...

pub fn parse(text: &str) -> Result<Manifest, ManifestError> {
    let mut name = None;
    let mut command = None;
    let mut priority = 0;
    let mut seen = HashSet::new();
    for (idx, raw) in text.lines().enumerate() {
        // ... existing code ...
        })?;
        let key = key.trim();
        if !seen.insert(key.to_string()) {
            return Err(ManifestError::DuplicateKey { line: idx + 1, key: key.to_string() });
        }
        match key {
            "name" => name = Some(value.trim().to_string()),
// ... existing code ...
