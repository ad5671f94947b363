use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::Deserialize;

// ... existing code ...

pub fn load_manifest(dir: &Path) -> Result<Manifest> {
    let path = dir.join("bundle.toml");
    let raw = fs::read_to_string(&path)
        .with_context(|| format!("failed to read {}", path.display()))?;
    let manifest: Manifest = toml::from_str(&raw)
        .with_context(|| format!("invalid manifest {}", path.display()))?;
    Ok(manifest)
}

pub fn collect_files(root: &Path, manifest: &Manifest) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for pattern in &manifest.include {
        let full = root.join(pattern);
        let full = full.to_str().context("include pattern is not valid UTF-8")?;
        for entry in glob::glob(full).with_context(|| format!("bad include pattern `{pattern}`"))? {
            let path = entry?;
            if is_excluded(root, &path, &manifest.exclude) {
                continue;
            }
            files.push(path);
        }
    }
    files.sort();
    files.dedup();
    Ok(files)
}

// ... existing code ...
