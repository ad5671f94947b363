//! Helpers for parsing human-friendly command line values.

use std::time::Duration;

/// Parses sizes such as `512`, `64k`, `10M` or `2G` into bytes.
pub fn parse_size(input: &str) -> Result<u64, String> {
    let s = input.trim();
    if s.is_empty() {
        return Err("empty size".to_string());
    }
    let (digits, multiplier) = match s.chars().last().unwrap() {
        'k' | 'K' => (&s[..s.len() - 1], 1024),
        'm' | 'M' => (&s[..s.len() - 1], 1024 * 1024),
        'g' | 'G' => (&s[..s.len() - 1], 1024 * 1024 * 1024),
        _ => (s, 1),
    };
    digits
        .parse::<u64>()
        .map(|n| n * multiplier)
        .map_err(|e| format!("invalid size {input:?}: {e}"))
}

/// Parses durations such as `250ms`, `30s`, `5m` or `1h`.
pub fn parse_duration(input: &str) -> Result<Duration, String> {
    let s = input.trim();
    let split = s
        .find(|c: char| !c.is_ascii_digit())
        .ok_or_else(|| format!("missing unit in {input:?}"))?;
    let (num, unit) = s.split_at(split);
    let n: u64 = num.parse().map_err(|e| format!("invalid duration {input:?}: {e}"))?;
    match unit {
        "ms" => Ok(Duration::from_millis(n)),
        "s" => Ok(Duration::from_secs(n)),
        "m" => Ok(Duration::from_secs(n * 60)),
        "h" => Ok(Duration::from_secs(n * 3600)),
        other => Err(format!("unknown duration unit {other:?}")),
    }
}

/// Parses a comma separated list, dropping empty items.
pub fn parse_list(input: &str) -> Vec<String> {
    input
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("512"), Ok(512));
        assert_eq!(parse_size("64k"), Ok(64 * 1024));
        assert_eq!(parse_size("2G"), Ok(2 * 1024 * 1024 * 1024));
        assert!(parse_size("").is_err());
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("250ms"), Ok(Duration::from_millis(250)));
        assert_eq!(parse_duration("5m"), Ok(Duration::from_secs(300)));
        assert!(parse_duration("5").is_err());
    }

    #[test]
    fn lists() {
        assert_eq!(parse_list("a, b,,c"), vec!["a", "b", "c"]);
        assert!(parse_list("").is_empty());
    }
}
