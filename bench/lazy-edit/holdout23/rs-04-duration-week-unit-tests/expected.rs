//! Parsing of human friendly durations such as `1h30m` or `45s`.

use std::time::Duration;

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    InvalidNumber(String),
    UnknownUnit(char),
    Overflow,
}

/// Parse a duration made of `<number><unit>` groups, e.g. `2d4h`.
pub fn parse_duration(input: &str) -> Result<Duration, ParseError> {
    let input = input.trim();
    if input.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut total: u64 = 0;
    let mut digits = String::new();
    for ch in input.chars() {
        if ch.is_ascii_digit() {
            digits.push(ch);
            continue;
        }
        let value: u64 = digits
            .parse()
            .map_err(|_| ParseError::InvalidNumber(digits.clone()))?;
        let factor = match ch {
            's' => 1,
            'm' => 60,
            'h' => 3_600,
            'd' => 86_400,
            'w' => 604_800,
            other => return Err(ParseError::UnknownUnit(other)),
        };
        total = value
            .checked_mul(factor)
            .and_then(|v| total.checked_add(v))
            .ok_or(ParseError::Overflow)?;
        digits.clear();
    }
    if !digits.is_empty() {
        return Err(ParseError::InvalidNumber(digits));
    }
    Ok(Duration::from_secs(total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_compound_durations() {
        assert_eq!(parse_duration("1h30m"), Ok(Duration::from_secs(5_400)));
        assert_eq!(parse_duration("2d"), Ok(Duration::from_secs(172_800)));
        assert_eq!(parse_duration("1w2d"), Ok(Duration::from_secs(777_600)));
    }

    #[test]
    fn rejects_empty_input() {
        assert_eq!(parse_duration("   "), Err(ParseError::Empty));
    }

    #[test]
    fn rejects_unknown_units() {
        assert_eq!(parse_duration("5y"), Err(ParseError::UnknownUnit('y')));
    }

    #[test]
    fn rejects_trailing_digits() {
        assert_eq!(parse_duration("10m5"), Err(ParseError::InvalidNumber("5".into())));
    }
}