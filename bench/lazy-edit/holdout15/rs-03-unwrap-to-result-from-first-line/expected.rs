use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct Manifest {
    pub name: String,
    pub version: String,
    #[serde(default)]
    pub include: Vec<String>,
    #[serde(default)]
    pub exclude: Vec<String>,
}

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

fn is_excluded(root: &Path, path: &Path, exclude: &[String]) -> bool {
    let relative = path.strip_prefix(root).unwrap_or(path);
    exclude.iter().any(|pattern| {
        glob::Pattern::new(pattern)
            .map(|p| p.matches_path(relative))
            .unwrap_or(false)
    })
}

pub fn bundle_name(manifest: &Manifest) -> String {
    format!("{}-{}.tar.gz", manifest.name, manifest.version)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bundle_name_uses_name_and_version() {
        let manifest = Manifest {
            name: "site".into(),
            version: "1.2.0".into(),
            include: vec![],
            exclude: vec![],
        };
        assert_eq!(bundle_name(&manifest), "site-1.2.0.tar.gz");
    }
}
