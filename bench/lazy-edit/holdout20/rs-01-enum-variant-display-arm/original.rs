use std::fmt;
use std::io;
use std::num::ParseIntError;

/// Errors produced while loading and validating a job manifest.
#[derive(Debug)]
pub enum ManifestError {
    Io(io::Error),
    Parse { line: usize, message: String },
    MissingField(&'static str),
    InvalidPriority(ParseIntError),
}

impl fmt::Display for ManifestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ManifestError::Io(err) => write!(f, "could not read manifest: {err}"),
            ManifestError::Parse { line, message } => {
                write!(f, "syntax error on line {line}: {message}")
            }
            ManifestError::MissingField(name) => write!(f, "missing required field `{name}`"),
            ManifestError::InvalidPriority(err) => write!(f, "priority must be an integer: {err}"),
        }
    }
}

impl std::error::Error for ManifestError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ManifestError::Io(err) => Some(err),
            ManifestError::InvalidPriority(err) => Some(err),
            _ => None,
        }
    }
}

impl From<io::Error> for ManifestError {
    fn from(err: io::Error) -> Self {
        ManifestError::Io(err)
    }
}

impl From<ParseIntError> for ManifestError {
    fn from(err: ParseIntError) -> Self {
        ManifestError::InvalidPriority(err)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Manifest {
    pub name: String,
    pub command: String,
    pub priority: i32,
}

pub fn parse(text: &str) -> Result<Manifest, ManifestError> {
    let mut name = None;
    let mut command = None;
    let mut priority = 0;
    for (idx, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once('=').ok_or_else(|| ManifestError::Parse {
            line: idx + 1,
            message: "expected `key = value`".to_string(),
        })?;
        match key.trim() {
            "name" => name = Some(value.trim().to_string()),
            "command" => command = Some(value.trim().to_string()),
            "priority" => priority = value.trim().parse()?,
            other => {
                return Err(ManifestError::Parse {
                    line: idx + 1,
                    message: format!("unknown key `{other}`"),
                })
            }
        }
    }
    Ok(Manifest {
        name: name.ok_or(ManifestError::MissingField("name"))?,
        command: command.ok_or(ManifestError::MissingField("command"))?,
        priority,
    })
}
