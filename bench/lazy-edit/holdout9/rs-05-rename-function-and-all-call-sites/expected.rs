use std::collections::BTreeMap;
use std::io::{self, BufRead};

#[derive(Debug, PartialEq, Eq)]
pub struct Record<'a> {
    pub timestamp: &'a str,
    pub level: Level,
    pub target: &'a str,
    pub message: &'a str,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

impl Level {
    fn parse(s: &str) -> Option<Self> {
        match s {
            "TRACE" => Some(Level::Trace),
            "DEBUG" => Some(Level::Debug),
            "INFO" => Some(Level::Info),
            "WARN" => Some(Level::Warn),
            "ERROR" => Some(Level::Error),
            _ => None,
        }
    }
}

/// Parses a line of the form `2024-05-01T12:00:00Z INFO http: request served`.
pub fn parse_record(line: &str) -> Option<Record<'_>> {
    let mut parts = line.splitn(3, ' ');
    let timestamp = parts.next()?;
    let level = Level::parse(parts.next()?)?;
    let rest = parts.next()?;
    let (target, message) = rest.split_once(": ")?;
    Some(Record { timestamp, level, target, message })
}

pub fn count_by_level<R: BufRead>(reader: R) -> io::Result<BTreeMap<Level, usize>> {
    let mut counts = BTreeMap::new();
    for line in reader.lines() {
        let line = line?;
        if let Some(record) = parse_record(&line) {
            *counts.entry(record.level).or_insert(0) += 1;
        }
    }
    Ok(counts)
}

pub fn errors_for_target<R: BufRead>(reader: R, target: &str) -> io::Result<Vec<String>> {
    let mut out = Vec::new();
    for line in reader.lines() {
        let line = line?;
        if let Some(record) = parse_record(&line) {
            if record.level == Level::Error && record.target == target {
                out.push(record.message.to_owned());
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_valid_line() {
        let rec = parse_record("2024-05-01T12:00:00Z WARN db: slow query").unwrap();
        assert_eq!(rec.level, Level::Warn);
        assert_eq!(rec.target, "db");
        assert_eq!(rec.message, "slow query");
    }

    #[test]
    fn rejects_unknown_level() {
        assert!(parse_record("2024-05-01T12:00:00Z NOTICE db: hi").is_none());
    }
}
