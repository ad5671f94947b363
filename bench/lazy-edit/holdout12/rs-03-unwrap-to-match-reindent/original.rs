use std::env;
use std::fs;
use std::path::PathBuf;

use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct Manifest {
    name: String,
    version: String,
    #[serde(default)]
    dependencies: Vec<Dependency>,
}

#[derive(Debug, Deserialize)]
struct Dependency {
    name: String,
    version: String,
    #[serde(default)]
    optional: bool,
}

fn manifest_path() -> PathBuf {
    env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("manifest.toml"))
}

fn main() {
    let path = manifest_path();
    let text = fs::read_to_string(&path).unwrap();
    let manifest: Manifest = toml::from_str(&text).unwrap();

    println!("{} v{}", manifest.name, manifest.version);
    if manifest.dependencies.is_empty() {
        println!("  (no dependencies)");
        return;
    }

    let width = manifest
        .dependencies
        .iter()
        .map(|dep| dep.name.len())
        .max()
        .unwrap_or(0);

    for dep in &manifest.dependencies {
        let marker = if dep.optional { " (optional)" } else { "" };
        println!("  {:width$}  {}{}", dep.name, dep.version, marker, width = width);
    }

    let optional = manifest.dependencies.iter().filter(|dep| dep.optional).count();
    println!("{} dependencies ({} optional)", manifest.dependencies.len(), optional);
}
