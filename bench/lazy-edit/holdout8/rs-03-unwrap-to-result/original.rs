use std::fs;
use std::path::Path;

use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct Manifest {
    pub name: String,
    pub version: String,
    #[serde(default)]
    pub dependencies: Vec<Dependency>,
}

#[derive(Debug, Deserialize)]
pub struct Dependency {
    pub name: String,
    pub version_req: String,
    #[serde(default)]
    pub optional: bool,
}

pub fn load_manifest(path: &Path) -> Manifest {
    let text = fs::read_to_string(path).unwrap();
    let manifest: Manifest = toml::from_str(&text).unwrap();
    manifest
}

pub fn required_dependencies(manifest: &Manifest) -> Vec<&Dependency> {
    manifest
        .dependencies
        .iter()
        .filter(|d| !d.optional)
        .collect()
}

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| "pkg.toml".to_string());
    let manifest = load_manifest(Path::new(&path));
    println!("{} {}", manifest.name, manifest.version);
    for dep in required_dependencies(&manifest) {
        println!("  {} {}", dep.name, dep.version_req);
    }
}
