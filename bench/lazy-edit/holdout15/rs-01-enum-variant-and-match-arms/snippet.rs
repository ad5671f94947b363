// ... existing code ...
pub enum Command {
    Get { key: String },
    Set { key: String, value: String, ttl: Option<u64> },
    Delete { key: String },
    Exists { key: String },
    Incr { key: String, by: i64 },
    Ping,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    UnknownCommand(String),
    MissingArgument(&'static str),
    InvalidTtl(String),
    InvalidNumber(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // ... existing code ...
            ParseError::InvalidTtl(raw) => write!(f, "invalid ttl `{raw}`"),
            ParseError::InvalidNumber(raw) => write!(f, "invalid number `{raw}`"),
        }
    }
}

// ... existing code ...
            "EXISTS" => Ok(Command::Exists { key: next("key")? }),
            "INCR" => {
                let key = next("key")?;
                let by = match next("increment") {
                    Ok(raw) => raw.parse().map_err(|_| ParseError::InvalidNumber(raw))?,
                    Err(_) => 1,
                };
                Ok(Command::Incr { key, by })
            }
            "PING" => Ok(Command::Ping),
// ... existing code ...
            Command::Exists { key } => write!(f, "EXISTS {key}"),
            Command::Incr { key, by: 1 } => write!(f, "INCR {key}"),
            Command::Incr { key, by } => write!(f, "INCR {key} {by}"),
            Command::Ping => write!(f, "PING"),
// ... existing code ...
        for line in ["GET a", "SET a b", "SET a b 10", "DEL a", "EXISTS a", "INCR a", "INCR a 5", "PING"] {
// ... existing code ...
