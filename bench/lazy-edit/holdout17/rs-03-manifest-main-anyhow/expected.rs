use std::env;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct Manifest {
    name: String,
    version: String,
    #[serde(default)]
    files: Vec<String>,
}

fn manifest_path() -> PathBuf {
    env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("manifest.toml"))
}

fn total_size(base: &PathBuf, files: &[String]) -> u64 {
    files
        .iter()
        .map(|f| fs::metadata(base.join(f)).map(|m| m.len()).unwrap_or(0))
        .sum()
}

fn main() -> Result<()> {
    let path = manifest_path();
    let text = fs::read_to_string(&path)
        .with_context(|| format!("failed to read {}", path.display()))?;
    let manifest: Manifest = toml::from_str(&text)
        .with_context(|| format!("invalid manifest {}", path.display()))?;
    let base = path.parent().unwrap_or_else(|| Path::new(".")).to_path_buf();

    println!("{} v{}", manifest.name, manifest.version);
    if manifest.files.is_empty() {
        println!("  (no files listed)");
        return Ok(());
    }
    for file in &manifest.files {
        let meta = fs::metadata(base.join(file))
            .with_context(|| format!("missing file {}", file))?;
        println!("  {:<40} {:>10} bytes", file, meta.len());
    }
    println!("  total: {} bytes", total_size(&base, &manifest.files));
    Ok(())
}
