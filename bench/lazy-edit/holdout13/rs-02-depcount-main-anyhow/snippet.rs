use std::collections::BTreeMap;
use std::fs;
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;
use serde::Deserialize;

// ... existing code ...

fn main() -> Result<()> {
    let args = Args::parse();
    let mut totals: BTreeMap<String, usize> = BTreeMap::new();

    for path in &args.manifests {
        let text = fs::read_to_string(path)
            .with_context(|| format!("failed to read {}", path.display()))?;
        let manifest: Manifest = toml::from_str(&text)
            .with_context(|| format!("failed to parse {}", path.display()))?;
        for (name, count) in count_dependencies(&manifest, args.prefix.as_deref()) {
            *totals.entry(name).or_insert(0) += count;
        }
    }

    if args.json {
        println!("{}", serde_json::to_string_pretty(&totals)?);
    } else {
        for (name, count) in &totals {
            println!("{count:>4}  {name}");
        }
    }
    Ok(())
}
