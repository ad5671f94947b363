use std::error::Error as StdError;
use std::fmt;
use std::io;
use std::num::ParseIntError;

/// Errors produced while loading and parsing a sensor log.
#[derive(Debug)]
pub enum LogError {
    Io(io::Error),
    MissingHeader,
    BadLine { line: usize, reason: String },
    BadNumber { line: usize, source: ParseIntError },
}

impl fmt::Display for LogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LogError::Io(err) => write!(f, "i/o error: {err}"),
            LogError::MissingHeader => f.write_str("log is missing its header line"),
            LogError::BadLine { line, reason } => write!(f, "line {line}: {reason}"),
            LogError::BadNumber { line, source } => {
                write!(f, "line {line}: invalid number: {source}")
            }
        }
    }
}

impl StdError for LogError {
    fn source(&self) -> Option<&(dyn StdError + 'static)> {
        match self {
            LogError::Io(err) => Some(err),
            LogError::BadNumber { source, .. } => Some(source),
            LogError::MissingHeader | LogError::BadLine { .. } => None,
        }
    }
}

impl From<io::Error> for LogError {
    fn from(err: io::Error) -> Self {
        LogError::Io(err)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    pub timestamp: u64,
    pub sensor_id: u32,
    pub value_milli: i64,
}

/// Parses a CSV sensor log with a `ts,sensor,value` header.
pub fn parse_log(input: &str) -> Result<Vec<Reading>, LogError> {
    let mut lines = input.lines().enumerate();
    match lines.next() {
        Some((_, header)) if header.trim() == "ts,sensor,value" => {}
        _ => return Err(LogError::MissingHeader),
    }

    let mut readings = Vec::new();
    for (idx, raw) in lines {
        let line = idx + 1;
        if raw.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = raw.split(',').map(str::trim).collect();
        if fields.len() != 3 {
            return Err(LogError::BadLine {
                line,
                reason: format!("expected 3 fields, got {}", fields.len()),
            });
        }
        let num = |s: &str| s.parse::<i64>().map_err(|source| LogError::BadNumber { line, source });
        readings.push(Reading {
            timestamp: num(fields[0])? as u64,
            sensor_id: num(fields[1])? as u32,
            value_milli: num(fields[2])?,
        });
    }
    Ok(readings)
}
