// ... existing code ...
pub enum Command {
    Get { key: String },
    Set { key: String, value: String },
    Delete { key: String },
    Expire { key: String, seconds: u64 },
    List { prefix: Option<String> },
    Quit,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    UnknownCommand(String),
    MissingArgument(&'static str),
    InvalidNumber(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // ... existing code ...
            ParseError::MissingArgument(name) => write!(f, "missing argument <{name}>"),
            ParseError::InvalidNumber(raw) => write!(f, "`{raw}` is not a valid number"),
        }
    }
}

// ... existing code ...
            "del" | "delete" => Ok(Command::Delete { key: arg("key")? }),
            "expire" => {
                let key = arg("key")?;
                let raw = arg("seconds")?;
                let seconds = raw.parse().map_err(|_| ParseError::InvalidNumber(raw))?;
                Ok(Command::Expire { key, seconds })
            }
            "ls" | "list" => Ok(Command::List { prefix: arg("prefix").ok() }),
// ... existing code ...
    pub fn is_mutating(&self) -> bool {
        match self {
            Command::Set { .. } | Command::Delete { .. } | Command::Expire { .. } => true,
            Command::Get { .. } | Command::List { .. } | Command::Quit => false,
        }
// ... existing code ...
