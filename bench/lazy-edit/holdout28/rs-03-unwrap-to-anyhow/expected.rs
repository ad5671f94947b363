use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use clap::Parser;
use serde::Deserialize;

#[derive(Parser, Debug)]
#[command(about = "Import station readings from a CSV export")]
struct Args {
    /// CSV file exported from the logger
    input: PathBuf,

    /// Only import readings from this station
    #[arg(long)]
    station: Option<String>,

    /// Print per-station averages instead of raw rows
    #[arg(long)]
    summary: bool,
}

#[derive(Debug, Deserialize)]
struct Reading {
    station: String,
    timestamp: String,
    temperature_c: f64,
    humidity_pct: f64,
}

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
        if let Some(station) = &args.station {
            if &reading.station != station {
                continue;
            }
        }
        readings.push(reading);
    }

    if args.summary {
        let mut totals: BTreeMap<&str, (f64, f64, usize)> = BTreeMap::new();
        for r in &readings {
            let entry = totals.entry(r.station.as_str()).or_insert((0.0, 0.0, 0));
            entry.0 += r.temperature_c;
            entry.1 += r.humidity_pct;
            entry.2 += 1;
        }
        for (station, (temp, hum, n)) in totals {
            let n = n as f64;
            println!("{station}\t{:.1}°C\t{:.0}%", temp / n, hum / n);
        }
    } else {
        for r in &readings {
            println!("{}\t{}\t{:.1}\t{:.0}", r.station, r.timestamp, r.temperature_c, r.humidity_pct);
        }
    }
    Ok(())
}
