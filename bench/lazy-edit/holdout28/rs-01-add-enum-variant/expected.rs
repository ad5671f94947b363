use std::fmt;
use std::str::FromStr;

/// A command entered at the interactive prompt.
#[derive(Debug, Clone, PartialEq, Eq)]
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
            ParseError::Empty => write!(f, "empty input"),
            ParseError::UnknownCommand(cmd) => write!(f, "unknown command `{cmd}`"),
            ParseError::MissingArgument(name) => write!(f, "missing argument <{name}>"),
            ParseError::InvalidNumber(raw) => write!(f, "`{raw}` is not a valid number"),
        }
    }
}

impl std::error::Error for ParseError {}

impl FromStr for Command {
    type Err = ParseError;

    fn from_str(input: &str) -> Result<Self, Self::Err> {
        let mut parts = input.split_whitespace();
        let name = parts.next().ok_or(ParseError::Empty)?;
        let mut arg = |label: &'static str| {
            parts
                .next()
                .map(str::to_owned)
                .ok_or(ParseError::MissingArgument(label))
        };

        match name.to_ascii_lowercase().as_str() {
            "get" => Ok(Command::Get { key: arg("key")? }),
            "set" => {
                let key = arg("key")?;
                let value = arg("value")?;
                Ok(Command::Set { key, value })
            }
            "del" | "delete" => Ok(Command::Delete { key: arg("key")? }),
            "expire" => {
                let key = arg("key")?;
                let raw = arg("seconds")?;
                let seconds = raw.parse().map_err(|_| ParseError::InvalidNumber(raw))?;
                Ok(Command::Expire { key, seconds })
            }
            "ls" | "list" => Ok(Command::List { prefix: arg("prefix").ok() }),
            "quit" | "exit" => Ok(Command::Quit),
            other => Err(ParseError::UnknownCommand(other.to_owned())),
        }
    }
}

impl Command {
    /// Whether executing the command can modify the store.
    pub fn is_mutating(&self) -> bool {
        match self {
            Command::Set { .. } | Command::Delete { .. } | Command::Expire { .. } => true,
            Command::Get { .. } | Command::List { .. } | Command::Quit => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_set() {
        assert_eq!(
            "SET name ferris".parse(),
            Ok(Command::Set { key: "name".into(), value: "ferris".into() })
        );
    }

    #[test]
    fn reports_missing_argument() {
        assert_eq!("get".parse::<Command>(), Err(ParseError::MissingArgument("key")));
    }
}
