use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;

/// Summarise access logs: requests per status code and the slowest paths.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Log files to read (combined log format with a trailing duration in ms).
    #[arg(required = true)]
    files: Vec<PathBuf>,

    /// How many of the slowest paths to print.
    #[arg(short, long, default_value_t = 10)]
    top: usize,
}

#[derive(Debug)]
struct Entry {
    path: String,
    status: u16,
    millis: u64,
}

fn parse_line(line: &str) -> Option<Entry> {
    let request = line.split('"').nth(1)?;
    let path = request.split_whitespace().nth(1)?.to_string();
    let rest = line.rsplit('"').next()?;
    let mut fields = rest.split_whitespace();
    let status = fields.next()?.parse().ok()?;
    let millis = fields.last()?.parse().ok()?;
    Some(Entry { path, status, millis })
}

fn main() -> Result<()> {
    let args = Args::parse();
    let mut by_status: BTreeMap<u16, u64> = BTreeMap::new();
    let mut slowest: Vec<Entry> = Vec::new();
    let mut skipped = 0u64;

    for file in &args.files {
        let handle = File::open(file).with_context(|| format!("cannot open {}", file.display()))?;
        let reader = BufReader::new(handle);
        for line in reader.lines() {
            let line = line.with_context(|| format!("read error in {}", file.display()))?;
            match parse_line(&line) {
                Some(entry) => {
                    *by_status.entry(entry.status).or_default() += 1;
                    slowest.push(entry);
                }
                None => skipped += 1,
            }
        }
    }

    slowest.sort_by(|a, b| b.millis.cmp(&a.millis));
    slowest.truncate(args.top);

    let stdout = io::stdout();
    let mut out = stdout.lock();
    writeln!(out, "status counts:")?;
    for (status, count) in &by_status {
        writeln!(out, "  {status}: {count}")?;
    }
    writeln!(out, "slowest {} requests:", slowest.len())?;
    for entry in &slowest {
        writeln!(out, "  {:>6} ms  {} {}", entry.millis, entry.status, entry.path)?;
    }
    if skipped > 0 {
        eprintln!("skipped {skipped} unparseable line(s)");
    }
    Ok(())
}
