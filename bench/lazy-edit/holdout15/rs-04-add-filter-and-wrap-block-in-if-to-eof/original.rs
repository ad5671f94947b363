use std::collections::BTreeMap;
use std::io::{self, BufRead};

#[derive(Debug, Default)]
struct Stats {
    requests: u64,
    errors: u64,
    bytes: u64,
    by_status: BTreeMap<u16, u64>,
    by_path: BTreeMap<String, u64>,
}

fn parse_line(line: &str) -> Option<(String, u16, u64)> {
    // 203.0.113.9 - - [10/Oct/2024:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326
    let request_start = line.find('"')? + 1;
    let request_end = request_start + line[request_start..].find('"')?;
    let request = &line[request_start..request_end];
    let path = request.split_whitespace().nth(1)?.to_owned();
    let mut tail = line[request_end + 1..].split_whitespace();
    let status = tail.next()?.parse().ok()?;
    let bytes = tail.next().and_then(|b| b.parse().ok()).unwrap_or(0);
    Some((path, status, bytes))
}

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut stats = Stats::default();
    let mut skipped = 0u64;

    for line in stdin.lock().lines() {
        let line = line?;
        let Some((path, status, bytes)) = parse_line(&line) else {
            skipped += 1;
            continue;
        };
        stats.requests += 1;
        stats.bytes += bytes;
        if status >= 500 {
            stats.errors += 1;
        }
        *stats.by_status.entry(status).or_default() += 1;
        *stats.by_path.entry(path).or_default() += 1;
    }

    println!("requests: {}", stats.requests);
    println!("errors:   {}", stats.errors);
    println!("bytes:    {}", stats.bytes);
    println!("skipped:  {}", skipped);
    println!();
    println!("by status:");
    for (status, count) in &stats.by_status {
        println!("  {status}: {count}");
    }
    println!();
    println!("top paths:");
    let mut paths: Vec<_> = stats.by_path.iter().collect();
    paths.sort_by(|a, b| b.1.cmp(a.1).then_with(|| a.0.cmp(b.0)));
    for (path, count) in paths.into_iter().take(10) {
        println!("  {count:>8}  {path}");
    }
    Ok(())
}
