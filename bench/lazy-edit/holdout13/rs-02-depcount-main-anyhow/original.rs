use std::collections::BTreeMap;
use std::fs;
use std::path::PathBuf;

use clap::Parser;
use serde::Deserialize;

#[derive(Parser, Debug)]
#[command(name = "depcount", about = "Count dependencies across Cargo manifests")]
struct Args {
    /// Manifests to inspect
    #[arg(required = true)]
    manifests: Vec<PathBuf>,

    /// Only count dependencies whose name starts with this prefix
    #[arg(long)]
    prefix: Option<String>,

    /// Print the result as JSON
    #[arg(long)]
    json: bool,
}

#[derive(Deserialize, Debug)]
struct Manifest {
    #[serde(default)]
    dependencies: BTreeMap<String, toml::Value>,
    #[serde(default, rename = "dev-dependencies")]
    dev_dependencies: BTreeMap<String, toml::Value>,
}

fn count_dependencies(manifest: &Manifest, prefix: Option<&str>) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for name in manifest.dependencies.keys().chain(manifest.dev_dependencies.keys()) {
        if prefix.map_or(true, |p| name.starts_with(p)) {
            *counts.entry(name.clone()).or_insert(0) += 1;
        }
    }
    counts
}

fn main() {
    let args = Args::parse();
    let mut totals: BTreeMap<String, usize> = BTreeMap::new();

    for path in &args.manifests {
        let text = fs::read_to_string(path).unwrap();
        let manifest: Manifest = toml::from_str(&text).expect("invalid manifest");
        for (name, count) in count_dependencies(&manifest, args.prefix.as_deref()) {
            *totals.entry(name).or_insert(0) += count;
        }
    }

    if args.json {
        println!("{}", serde_json::to_string_pretty(&totals).unwrap());
    } else {
        for (name, count) in &totals {
            println!("{count:>4}  {name}");
        }
    }
}
