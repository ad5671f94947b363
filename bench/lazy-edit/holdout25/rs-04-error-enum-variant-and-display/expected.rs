use std::fmt;
use std::io;
use std::num::ParseIntError;

/// Errors produced while parsing a WAL segment.
#[derive(Debug)]
pub enum WalError {
    Io(io::Error),
    BadMagic { found: [u8; 4] },
    UnsupportedVersion(u16),
    Checksum { offset: u64, expected: u32, actual: u32 },
    Truncated { offset: u64 },
    BadSegmentName(String),
}

impl fmt::Display for WalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WalError::Io(err) => write!(f, "i/o error: {err}"),
            WalError::BadMagic { found } => write!(f, "bad magic bytes {found:02x?}"),
            WalError::UnsupportedVersion(v) => write!(f, "unsupported WAL format version {v}"),
            WalError::Checksum {
                offset,
                expected,
                actual,
            } => write!(
                f,
                "checksum mismatch at offset {offset}: expected {expected:#010x}, got {actual:#010x}"
            ),
            WalError::Truncated { offset } => write!(f, "segment truncated at offset {offset}"),
            WalError::BadSegmentName(name) => write!(f, "invalid segment file name {name:?}"),
        }
    }
}

impl std::error::Error for WalError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            WalError::Io(err) => Some(err),
            _ => None,
        }
    }
}

impl From<io::Error> for WalError {
    fn from(err: io::Error) -> Self {
        WalError::Io(err)
    }
}

/// Parses `000000000042.wal` into its sequence number.
pub fn parse_segment_name(name: &str) -> Result<u64, WalError> {
    let stem = name
        .strip_suffix(".wal")
        .ok_or_else(|| WalError::BadSegmentName(name.to_owned()))?;
    if stem.len() != 12 {
        return Err(WalError::BadSegmentName(name.to_owned()));
    }
    stem.parse::<u64>()
        .map_err(|_: ParseIntError| WalError::BadSegmentName(name.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_valid_names() {
        assert_eq!(parse_segment_name("000000000042.wal").unwrap(), 42);
    }

    #[test]
    fn rejects_short_names() {
        assert!(matches!(
            parse_segment_name("42.wal"),
            Err(WalError::BadSegmentName(_))
        ));
    }
}
