use std::fmt;
use std::io;

#[derive(Debug)]
pub enum Error {
    Io(io::Error),
    Json(serde_json::Error),
    Parse { line: usize, message: String },
    UnknownCommand(String),
    MissingArgument(&'static str),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Io(err) => write!(f, "I/O error: {err}"),
            Error::Json(err) => write!(f, "invalid JSON: {err}"),
            Error::Parse { line, message } => write!(f, "parse error on line {line}: {message}"),
            Error::UnknownCommand(cmd) => write!(f, "unknown command `{cmd}`"),
            Error::MissingArgument(name) => write!(f, "missing required argument <{name}>"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Io(err) => Some(err),
            Error::Json(err) => Some(err),
            _ => None,
        }
    }
}

impl From<io::Error> for Error {
    fn from(err: io::Error) -> Self {
        Error::Io(err)
    }
}

impl From<serde_json::Error> for Error {
    fn from(err: serde_json::Error) -> Self {
        Error::Json(err)
    }
}

pub type Result<T> = std::result::Result<T, Error>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_parse_error() {
        let err = Error::Parse { line: 3, message: "unexpected token".into() };
        assert_eq!(err.to_string(), "parse error on line 3: unexpected token");
    }

    #[test]
    fn io_error_has_source() {
        let err = Error::from(io::Error::new(io::ErrorKind::NotFound, "gone"));
        assert!(std::error::Error::source(&err).is_some());
    }
}
