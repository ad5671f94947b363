use std::fs;
use std::path::PathBuf;

use anyhow::Context;
use clap::Parser;
use serde::Deserialize;

// ... existing code ...

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let raw = fs::read_to_string(&args.config)
        .with_context(|| format!("reading {}", args.config.display()))?;
    let list: SiteList = toml::from_str(&raw)
        .with_context(|| format!("parsing {}", args.config.display()))?;

    let client = reqwest::blocking::Client::builder()
        .timeout(std::time::Duration::from_secs(args.timeout))
        .build()
        .context("failed to build HTTP client")?;

    // ... existing code ...

    if failures > 0 {
        eprintln!("{failures} of {} sites failed", list.sites.len());
        std::process::exit(1);
    }
    Ok(())
}
