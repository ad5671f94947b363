use std::fmt;
use std::io;

/// Errors returned by the storage layer.
#[derive(Debug)]
pub enum StoreError {
    NotFound { key: String },
    AlreadyExists { key: String },
    QuotaExceeded { limit: u64 },
    Io(io::Error),
    Corrupt { key: String, reason: String },
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::NotFound { key } => write!(f, "key not found: {key}"),
            StoreError::AlreadyExists { key } => write!(f, "key already exists: {key}"),
            StoreError::QuotaExceeded { limit } => write!(f, "storage quota of {limit} bytes exceeded"),
            StoreError::Io(err) => write!(f, "i/o error: {err}"),
            StoreError::Corrupt { key, reason } => write!(f, "corrupt entry {key}: {reason}"),
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Io(err) => Some(err),
            _ => None,
        }
    }
}

impl From<io::Error> for StoreError {
    fn from(err: io::Error) -> Self {
        StoreError::Io(err)
    }
}

impl StoreError {
    /// Whether retrying the operation might succeed.
    pub fn is_retryable(&self) -> bool {
        match self {
            StoreError::Io(err) => matches!(
                err.kind(),
                io::ErrorKind::Interrupted | io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock
            ),
            StoreError::NotFound { .. } => false,
            StoreError::AlreadyExists { .. } => false,
            StoreError::QuotaExceeded { .. } => false,
            StoreError::Corrupt { .. } => false,
        }
    }

    /// HTTP status code used when the error reaches the API layer.
    pub fn status_code(&self) -> u16 {
        match self {
            StoreError::NotFound { .. } => 404,
            StoreError::AlreadyExists { .. } => 409,
            StoreError::QuotaExceeded { .. } => 429,
            StoreError::Io(_) => 503,
            StoreError::Corrupt { .. } => 500,
        }
    }
}
