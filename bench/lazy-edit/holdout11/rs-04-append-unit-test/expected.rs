//! Parsing of human-friendly byte sizes such as `10MB` or `1.5 GiB`.

use std::fmt;

#[derive(Debug, PartialEq, Eq)]
pub enum ParseSizeError {
    Empty,
    InvalidNumber(String),
    UnknownUnit(String),
    Overflow,
}

impl fmt::Display for ParseSizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseSizeError::Empty => f.write_str("empty size string"),
            ParseSizeError::InvalidNumber(s) => write!(f, "invalid number `{s}`"),
            ParseSizeError::UnknownUnit(u) => write!(f, "unknown unit `{u}`"),
            ParseSizeError::Overflow => f.write_str("size does not fit in 64 bits"),
        }
    }
}

impl std::error::Error for ParseSizeError {}

fn unit_multiplier(unit: &str) -> Option<u64> {
    let m = match unit.to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" => 1_000,
        "m" | "mb" => 1_000_000,
        "g" | "gb" => 1_000_000_000,
        "t" | "tb" => 1_000_000_000_000,
        "kib" => 1 << 10,
        "mib" => 1 << 20,
        "gib" => 1 << 30,
        "tib" => 1 << 40,
        _ => return None,
    };
    Some(m)
}

pub fn parse_size(input: &str) -> Result<u64, ParseSizeError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(ParseSizeError::Empty);
    }
    let split = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(s.len());
    let (number, unit) = s.split_at(split);
    let value: f64 = number
        .parse()
        .map_err(|_| ParseSizeError::InvalidNumber(number.to_string()))?;
    let unit = unit.trim();
    let multiplier = unit_multiplier(unit).ok_or_else(|| ParseSizeError::UnknownUnit(unit.to_string()))?;
    let bytes = value * multiplier as f64;
    if bytes > u64::MAX as f64 {
        return Err(ParseSizeError::Overflow);
    }
    Ok(bytes.round() as u64)
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
        assert_eq!(parse_size("10MB"), Ok(10_000_000));
        assert_eq!(parse_size("1.5 GB"), Ok(1_500_000_000));
    }

    #[test]
    fn parses_binary_units() {
        assert_eq!(parse_size("1KiB"), Ok(1024));
        assert_eq!(parse_size("2 mib"), Ok(2 * 1024 * 1024));
    }

    #[test]
    fn rejects_bad_input() {
        assert_eq!(parse_size("   "), Err(ParseSizeError::Empty));
        assert_eq!(parse_size("1.2.3MB"), Err(ParseSizeError::InvalidNumber("1.2.3".into())));
        assert_eq!(parse_size("10 parsecs"), Err(ParseSizeError::UnknownUnit("parsecs".into())));
    }
}
