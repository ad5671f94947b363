//! Parsing of human-friendly byte sizes such as `512k`, `1.5MiB` or `2G`.

use std::num::ParseFloatError;

#[derive(Debug, PartialEq, Eq)]
pub enum SizeError {
    Empty,
    BadNumber,
    UnknownUnit(String),
    Overflow,
}

impl From<ParseFloatError> for SizeError {
    fn from(_: ParseFloatError) -> Self {
        SizeError::BadNumber
    }
}

fn multiplier(unit: &str) -> Option<u64> {
    let m = match unit.to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" => 1_000,
        "kib" => 1 << 10,
        "m" | "mb" => 1_000_000,
        "mib" => 1 << 20,
        "g" | "gb" => 1_000_000_000,
        "gib" => 1 << 30,
        _ => return None,
    };
    Some(m)
}

/// Parse a size string into a number of bytes.
pub fn parse_size(input: &str) -> Result<u64, SizeError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(SizeError::Empty);
    }
    let split = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(s.len());
    let (num, unit) = s.split_at(split);
    let value: f64 = num.parse()?;
    let mult = multiplier(unit.trim()).ok_or_else(|| SizeError::UnknownUnit(unit.to_string()))?;
    let bytes = value * mult as f64;
    if !bytes.is_finite() || bytes >= u64::MAX as f64 {
        return Err(SizeError::Overflow);
    }
    Ok(bytes.round() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_bytes() {
        assert_eq!(parse_size("512"), Ok(512));
        assert_eq!(parse_size("512b"), Ok(512));
    }

    #[test]
    fn decimal_and_binary_units() {
        assert_eq!(parse_size("1k"), Ok(1_000));
        assert_eq!(parse_size("1KiB"), Ok(1_024));
        assert_eq!(parse_size("1.5MiB"), Ok(1_572_864));
    }

    #[test]
    fn errors() {
        assert_eq!(parse_size("   "), Err(SizeError::Empty));
        assert_eq!(parse_size("abc"), Err(SizeError::BadNumber));
        assert_eq!(parse_size("3 parsecs"), Err(SizeError::UnknownUnit(" parsecs".into())));
        assert_eq!(parse_size("99999999999999999999G"), Err(SizeError::Overflow));
    }

    #[test]
    fn rounds_fractional_bytes() {
        assert_eq!(parse_size("0.0016k"), Ok(2));
    }
}
