//! Helpers for parsing human-friendly command line values.

use std::time::Duration;

/// Parses sizes such as `512`, `64k`, `10MiB` or `2G` into bytes.
pub fn parse_size(input: &str) -> Result<u64, String> {
    let s = input.trim();
    let split = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let (digits, suffix) = s.split_at(split);
    if digits.is_empty() {
        return Err(format!("invalid size {input:?}: no digits"));
    }
    let multiplier: u64 = match suffix.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" | "kib" => 1 << 10,
        "m" | "mb" | "mib" => 1 << 20,
        "g" | "gb" | "gib" => 1 << 30,
        "t" | "tb" | "tib" => 1 << 40,
        other => return Err(format!("unknown size suffix {other:?}")),
    };
    let n: u64 = digits.parse().map_err(|e| format!("invalid size {input:?}: {e}"))?;
    n.checked_mul(multiplier)
        .ok_or_else(|| format!("size {input:?} is too large"))
}

// ... existing code ...
    #[test]
    fn sizes() {
        assert_eq!(parse_size("512"), Ok(512));
        assert_eq!(parse_size("64k"), Ok(64 * 1024));
        assert_eq!(parse_size("10MiB"), Ok(10 * 1024 * 1024));
        assert_eq!(parse_size("2G"), Ok(2 * 1024 * 1024 * 1024));
        assert!(parse_size("").is_err());
        assert!(parse_size("99999999999T").is_err());
    }
// ... existing code ...
