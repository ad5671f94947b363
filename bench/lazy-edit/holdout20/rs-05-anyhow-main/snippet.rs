use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;
// ... existing code ...
fn main() -> Result<()> {
    let args = Args::parse();
    // ... existing code ...
    for file in &args.files {
        let handle = File::open(file).with_context(|| format!("cannot open {}", file.display()))?;
        let reader = BufReader::new(handle);
        for line in reader.lines() {
            let line = line.with_context(|| format!("read error in {}", file.display()))?;
            // ... existing code ...
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
