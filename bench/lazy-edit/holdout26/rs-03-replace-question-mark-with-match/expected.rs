use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::Deserialize;
use tracing::{info, warn};

#[derive(Debug, Deserialize)]
pub struct Fixture {
    pub name: String,
    pub input: String,
    pub expected: String,
    #[serde(default)]
    pub tags: Vec<String>,
}

/// Collects every `*.json` file directly inside `dir`, sorted by name.
fn fixture_paths(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut paths = Vec::new();
    for entry in fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
        let path = entry?.path();
        if path.extension().and_then(|ext| ext.to_str()) == Some("json") {
            paths.push(path);
        }
    }
    paths.sort();
    Ok(paths)
}

/// Loads all fixtures in `dir`, optionally keeping only those with `tag`.
pub fn load_fixtures(dir: &Path, tag: Option<&str>) -> Result<Vec<Fixture>> {
    let mut fixtures = Vec::new();
    let mut skipped = 0usize;
    for path in fixture_paths(dir)? {
        let text = fs::read_to_string(&path)
            .with_context(|| format!("reading fixture {}", path.display()))?;
        let fixture: Fixture = match serde_json::from_str(&text) {
            Ok(fixture) => fixture,
            Err(err) => {
                warn!(path = %path.display(), error = %err, "skipping malformed fixture");
                skipped += 1;
                continue;
            }
        };
        if let Some(tag) = tag {
            if !fixture.tags.iter().any(|t| t == tag) {
                continue;
            }
        }
        fixtures.push(fixture);
    }
    if fixtures.is_empty() {
        warn!(dir = %dir.display(), "no fixtures matched");
    }
    info!(count = fixtures.len(), skipped, dir = %dir.display(), "loaded fixtures");
    Ok(fixtures)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn filters_by_tag() {
        let dir = tempfile::tempdir().unwrap();
        let mut file = fs::File::create(dir.path().join("a.json")).unwrap();
        write!(
            file,
            r#"{{"name":"a","input":"1","expected":"2","tags":["fast"]}}"#
        )
        .unwrap();
        let all = load_fixtures(dir.path(), None).unwrap();
        let fast = load_fixtures(dir.path(), Some("fast")).unwrap();
        let slow = load_fixtures(dir.path(), Some("slow")).unwrap();
        assert_eq!(all.len(), 1);
        assert_eq!(fast.len(), 1);
        assert!(slow.is_empty());
    }
}
