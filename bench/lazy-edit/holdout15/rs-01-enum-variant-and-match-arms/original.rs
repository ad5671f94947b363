use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Get { key: String },
    Set { key: String, value: String, ttl: Option<u64> },
    Delete { key: String },
    Exists { key: String },
    Ping,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    UnknownCommand(String),
    MissingArgument(&'static str),
    InvalidTtl(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty command"),
            ParseError::UnknownCommand(name) => write!(f, "unknown command `{name}`"),
            ParseError::MissingArgument(arg) => write!(f, "missing argument: {arg}"),
            ParseError::InvalidTtl(raw) => write!(f, "invalid ttl `{raw}`"),
        }
    }
}

impl std::error::Error for ParseError {}

impl FromStr for Command {
    type Err = ParseError;

    fn from_str(line: &str) -> Result<Self, Self::Err> {
        let mut parts = line.split_whitespace();
        let name = parts.next().ok_or(ParseError::Empty)?.to_ascii_uppercase();
        let mut next = |what: &'static str| {
            parts
                .next()
                .map(str::to_owned)
                .ok_or(ParseError::MissingArgument(what))
        };

        match name.as_str() {
            "GET" => Ok(Command::Get { key: next("key")? }),
            "SET" => {
                let key = next("key")?;
                let value = next("value")?;
                let ttl = match next("ttl") {
                    Ok(raw) => Some(raw.parse().map_err(|_| ParseError::InvalidTtl(raw))?),
                    Err(_) => None,
                };
                Ok(Command::Set { key, value, ttl })
            }
            "DEL" => Ok(Command::Delete { key: next("key")? }),
            "EXISTS" => Ok(Command::Exists { key: next("key")? }),
            "PING" => Ok(Command::Ping),
            other => Err(ParseError::UnknownCommand(other.to_owned())),
        }
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Get { key } => write!(f, "GET {key}"),
            Command::Set { key, value, ttl: Some(ttl) } => write!(f, "SET {key} {value} {ttl}"),
            Command::Set { key, value, ttl: None } => write!(f, "SET {key} {value}"),
            Command::Delete { key } => write!(f, "DEL {key}"),
            Command::Exists { key } => write!(f, "EXISTS {key}"),
            Command::Ping => write!(f, "PING"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_set_with_ttl() {
        let cmd: Command = "set session abc 60".parse().unwrap();
        assert_eq!(
            cmd,
            Command::Set { key: "session".into(), value: "abc".into(), ttl: Some(60) }
        );
    }

    #[test]
    fn rejects_unknown_commands() {
        let err = "FLUSH".parse::<Command>().unwrap_err();
        assert_eq!(err, ParseError::UnknownCommand("FLUSH".into()));
    }

    #[test]
    fn round_trips_through_display() {
        for line in ["GET a", "SET a b", "SET a b 10", "DEL a", "EXISTS a", "PING"] {
            let cmd: Command = line.parse().unwrap();
            assert_eq!(cmd.to_string(), line);
        }
    }
}
