/// Parses human-readable byte sizes such as `512`, `10KB`, `1.5 MiB`.
pub fn parse_size(input: &str) -> Result<u64, String> {
    let s = input.trim();
    if s.is_empty() {
        return Err("empty size".to_string());
    }
    let split = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(s.len());
    let (number, unit) = s.split_at(split);
    let value: f64 = number
        .parse()
        .map_err(|_| format!("invalid number in `{}`", input))?;
    let multiplier: u64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "kb" => 1_000,
        "mb" => 1_000_000,
        "gb" => 1_000_000_000,
        "kib" => 1 << 10,
        "mib" => 1 << 20,
        "gib" => 1 << 30,
        other => return Err(format!("unknown unit `{}`", other)),
    };
    Ok((value * multiplier as f64).round() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain_bytes() {
        assert_eq!(parse_size("512"), Ok(512));
        assert_eq!(parse_size("512B"), Ok(512));
    }

    #[test]
    fn parses_decimal_units() {
        assert_eq!(parse_size("10KB"), Ok(10_000));
        assert_eq!(parse_size("2 mb"), Ok(2_000_000));
    }

    #[test]
    fn parses_binary_units() {
        assert_eq!(parse_size("1KiB"), Ok(1024));
        assert_eq!(parse_size("1.5 MiB"), Ok(1_572_864));
    }

    #[test]
    fn rejects_unknown_units() {
        assert!(parse_size("10 parsecs").is_err());
    }
}
