use std::collections::HashMap;
use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::Path;

#[derive(Debug, Default)]
pub struct Summary {
    pub total: usize,
    pub by_status: HashMap<u16, usize>,
    pub slowest_ms: u64,
    pub slowest_path: Option<String>,
    pub malformed: usize,
}

pub struct Options {
    pub collect_slowest: bool,
    pub min_status: u16,
}

fn parse_line(line: &str) -> Option<(u16, &str, u64)> {
    // format: <status> <path> <duration_ms>
    let mut parts = line.split_whitespace();
    let status = parts.next()?.parse().ok()?;
    let path = parts.next()?;
    let ms = parts.next()?.parse().ok()?;
    Some((status, path, ms))
}

pub fn summarize(path: &Path, opts: &Options) -> io::Result<Summary> {
    let reader = BufReader::new(File::open(path)?);
    let mut summary = Summary::default();

    for line in reader.lines() {
        let line = line?;
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((status, req_path, ms)) = parse_line(&line) else {
            summary.malformed += 1;
            continue;
        };
        if status < opts.min_status {
            continue;
        }
        summary.total += 1;
        *summary.by_status.entry(status).or_insert(0) += 1;
        if opts.collect_slowest {
            if ms > summary.slowest_ms {
                summary.slowest_ms = ms;
                summary.slowest_path = Some(req_path.to_string());
            }
        }
    }

    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::parse_line;

    #[test]
    fn parses_valid_line() {
        assert_eq!(parse_line("200 /health 3"), Some((200, "/health", 3)));
    }

    #[test]
    fn rejects_garbage() {
        assert_eq!(parse_line("oops"), None);
    }
}
