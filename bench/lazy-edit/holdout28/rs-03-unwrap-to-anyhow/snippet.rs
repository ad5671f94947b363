use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use clap::Parser;
use serde::Deserialize;

// ... existing code ...

fn parse_line(line: &str) -> Result<Reading> {
    let fields: Vec<&str> = line.split(',').map(str::trim).collect();
    if fields.len() < 4 {
        bail!("expected 4 fields, found {}", fields.len());
    }
    Ok(Reading {
        station: fields[0].to_string(),
        timestamp: fields[1].to_string(),
        temperature_c: fields[2].parse().context("invalid temperature")?,
        humidity_pct: fields[3].parse().context("invalid humidity")?,
    })
}

fn main() -> Result<()> {
    let args = Args::parse();
    let file = File::open(&args.input)
        .with_context(|| format!("cannot open {}", args.input.display()))?;
    let reader = BufReader::new(file);

    let mut readings = Vec::new();
    for (index, line) in reader.lines().enumerate().skip(1) {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let reading = parse_line(&line).with_context(|| format!("line {}", index + 1))?;
        // ... existing code ...
        readings.push(reading);
    }

    // ... existing code ...
    } else {
        for r in &readings {
            println!("{}\t{}\t{:.1}\t{:.0}", r.station, r.timestamp, r.temperature_c, r.humidity_pct);
        }
    }
    Ok(())
}
