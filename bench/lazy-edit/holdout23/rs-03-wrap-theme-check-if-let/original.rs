use std::env;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct Settings {
    pub output_dir: PathBuf,
    pub base_url: String,
    #[serde(default)]
    pub minify: bool,
    #[serde(default = "default_jobs")]
    pub jobs: usize,
    pub theme: Option<String>,
}

fn default_jobs() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
}

/// Locate the settings file, walking up from `start`.
fn find_settings(start: &Path) -> Option<PathBuf> {
    let mut dir = Some(start);
    while let Some(d) = dir {
        let candidate = d.join("site.toml");
        if candidate.is_file() {
            return Some(candidate);
        }
        dir = d.parent();
    }
    None
}

pub fn load(start: &Path) -> Result<Settings> {
    let path = match find_settings(start) {
        Some(p) => p,
        None => bail!("no site.toml found in {} or any parent", start.display()),
    };
    let raw = fs::read_to_string(&path)
        .with_context(|| format!("reading {}", path.display()))?;
    let mut settings: Settings =
        toml::from_str(&raw).with_context(|| format!("parsing {}", path.display()))?;

    let root = path.parent().unwrap_or(Path::new("."));
    if settings.output_dir.is_relative() {
        settings.output_dir = root.join(&settings.output_dir);
    }

    let theme_dir = root.join("themes").join(settings.theme.as_deref().unwrap_or("default"));
    if !theme_dir.is_dir() {
        bail!("theme directory {} does not exist", theme_dir.display());
    }

    if settings.jobs == 0 {
        settings.jobs = default_jobs();
    }
    Ok(settings)
}
