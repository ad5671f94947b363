//! Parsing of human-friendly byte sizes such as `512K`, `1.5 GiB` or `10mb`.

use std::num::ParseFloatError;

#[derive(Debug, PartialEq)]
pub enum SizeError {
    Empty,
    BadNumber(ParseFloatError),
    UnknownUnit(String),
    Negative,
}

impl From<ParseFloatError> for SizeError {
    fn from(e: ParseFloatError) -> Self {
        SizeError::BadNumber(e)
    }
}

const UNITS: &[(&str, u64)] = &[
    ("b", 1),
    ("k", 1_000),
    ("kb", 1_000),
    ("kib", 1 << 10),
    ("m", 1_000_000),
    ("mb", 1_000_000),
    ("mib", 1 << 20),
    ("g", 1_000_000_000),
    ("gb", 1_000_000_000),
    ("gib", 1 << 30),
];

pub fn parse_size(input: &str) -> Result<u64, SizeError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(SizeError::Empty);
    }
    let split = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
        .unwrap_or(s.len());
    let (number, unit) = s.split_at(split);
    let value: f64 = number.parse()?;
    if value < 0.0 {
        return Err(SizeError::Negative);
    }
    let unit = unit.trim().to_ascii_lowercase();
    let multiplier = if unit.is_empty() {
        1
    } else {
        UNITS
            .iter()
            .find(|(name, _)| *name == unit)
            .map(|(_, m)| *m)
            .ok_or_else(|| SizeError::UnknownUnit(unit.clone()))?
    };
    Ok((value * multiplier as f64).round() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain_bytes() {
        assert_eq!(parse_size("512"), Ok(512));
        assert_eq!(parse_size("512b"), Ok(512));
    }

    #[test]
    fn parses_decimal_units() {
        assert_eq!(parse_size("10kb"), Ok(10_000));
        assert_eq!(parse_size("1.5 MB"), Ok(1_500_000));
        assert_eq!(parse_size("2g"), Ok(2_000_000_000));
    }

    #[test]
    fn parses_binary_units() {
        assert_eq!(parse_size("1KiB"), Ok(1024));
        assert_eq!(parse_size("1.5 MiB"), Ok(1_572_864));
        assert_eq!(parse_size("2gib"), Ok(2_147_483_648));
    }

    #[test]
    fn rejects_unknown_units() {
        assert_eq!(parse_size("3 parsecs"), Err(SizeError::UnknownUnit("parsecs".into())));
    }

    #[test]
    fn rejects_empty_and_negative() {
        assert_eq!(parse_size("   "), Err(SizeError::Empty));
        assert_eq!(parse_size("-1k"), Err(SizeError::Negative));
    }
}
