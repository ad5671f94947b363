// ... existing code ...
fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut stats = Stats::default();
    let mut skipped = 0u64;
    let prefix = std::env::args().nth(1);

    for line in stdin.lock().lines() {
        let line = line?;
        let Some((path, status, bytes)) = parse_line(&line) else {
            skipped += 1;
            continue;
        };
        if let Some(prefix) = &prefix {
            if !path.starts_with(prefix.as_str()) {
                continue;
            }
        }
        stats.requests += 1;
        // ... existing code ...
    }

    // ... existing code ...
    for (status, count) in &stats.by_status {
        println!("  {status}: {count}");
    }
    if !stats.by_path.is_empty() {
        println!();
        println!("top paths:");
        let mut paths: Vec<_> = stats.by_path.iter().collect();
        paths.sort_by(|a, b| b.1.cmp(a.1).then_with(|| a.0.cmp(b.0)));
        for (path, count) in paths.into_iter().take(10) {
            println!("  {count:>8}  {path}");
        }
    }
    Ok(())
}
