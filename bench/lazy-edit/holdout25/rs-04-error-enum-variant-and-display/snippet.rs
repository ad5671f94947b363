// ...
pub enum WalError {
    Io(io::Error),
    BadMagic { found: [u8; 4] },
    UnsupportedVersion(u16),
    Checksum { offset: u64, expected: u32, actual: u32 },
// ...
            WalError::BadMagic { found } => write!(f, "bad magic bytes {found:02x?}"),
            WalError::UnsupportedVersion(v) => write!(f, "unsupported WAL format version {v}"),
            WalError::Checksum {
// ...
