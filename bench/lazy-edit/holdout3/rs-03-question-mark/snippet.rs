use std::fs;
use std::path::Path;

use anyhow::{Context, Result};

// ... existing code ...

pub fn read_manifest(dir: &Path) -> Result<Manifest> {
    let text = fs::read_to_string(dir.join("manifest.toml")).context("reading manifest.toml")?;
    let value: toml::Value = text.parse()?;
    let name = value["name"].as_str().context("manifest has no name")?.to_string();
    let version = value["version"].as_str().context("manifest has no version")?.to_string();
    Ok(Manifest { name, version })
}
// ... existing code ...
