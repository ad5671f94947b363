use std::fmt;
use std::io;
use std::path::PathBuf;

/// Errors produced while loading a site manifest.
#[derive(Debug)]
pub enum ManifestError {
    Io { path: PathBuf, source: io::Error },
    Parse { path: PathBuf, line: usize, message: String },
    MissingField(&'static str),
    DuplicatePage(String),
}

impl fmt::Display for ManifestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ManifestError::Io { path, source } => {
                write!(f, "failed to read {}: {}", path.display(), source)
            }
            ManifestError::Parse { path, line, message } => {
                write!(f, "{}:{}: {}", path.display(), line, message)
            }
            ManifestError::MissingField(name) => write!(f, "missing required field `{}`", name),
            ManifestError::DuplicatePage(slug) => write!(f, "page `{}` is defined twice", slug),
        }
    }
}

impl std::error::Error for ManifestError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ManifestError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

impl ManifestError {
    /// Process exit code used by the CLI for this error.
    pub fn exit_code(&self) -> i32 {
        match self {
            ManifestError::Io { .. } => 74,
            ManifestError::Parse { .. } => 65,
            ManifestError::MissingField(_) | ManifestError::DuplicatePage(_) => 78,
        }
    }

    /// Whether re-running the command could succeed without user changes.
    pub fn is_transient(&self) -> bool {
        matches!(self, ManifestError::Io { source, .. } if source.kind() == io::ErrorKind::Interrupted)
    }
}

pub type Result<T> = std::result::Result<T, ManifestError>;

pub fn read_manifest(path: &std::path::Path) -> Result<String> {
    std::fs::read_to_string(path).map_err(|source| ManifestError::Io {
        path: path.to_path_buf(),
        source,
    })
}
