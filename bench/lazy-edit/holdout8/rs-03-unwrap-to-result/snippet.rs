use std::fs;
use std::path::Path;

use anyhow::{Context, Result};
use serde::Deserialize;

// ... existing code ...

pub fn load_manifest(path: &Path) -> Result<Manifest> {
    let text = fs::read_to_string(path)
        .with_context(|| format!("failed to read {}", path.display()))?;
    let manifest: Manifest = toml::from_str(&text)
        .with_context(|| format!("invalid manifest {}", path.display()))?;
    Ok(manifest)
}

// ... existing code ...

fn main() -> Result<()> {
    let path = std::env::args().nth(1).unwrap_or_else(|| "pkg.toml".to_string());
    let manifest = load_manifest(Path::new(&path))?;
    println!("{} {}", manifest.name, manifest.version);
    for dep in required_dependencies(&manifest) {
        println!("  {} {}", dep.name, dep.version_req);
    }
    Ok(())
}
