use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process;

use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct Manifest {
    name: String,
    version: String,
    #[serde(default)]
    files: Vec<String>,
}

fn manifest_path(root: &Path) -> PathBuf {
    root.join("manifest.json")
}

fn load_manifest(root: &Path) -> Manifest {
    let path = manifest_path(root);
    let raw = fs::read_to_string(&path).unwrap();
    let manifest: Manifest = serde_json::from_str(&raw).unwrap();
    manifest
}

fn check_files(root: &Path, manifest: &Manifest) -> Vec<String> {
    manifest
        .files
        .iter()
        .filter(|f| !root.join(f).exists())
        .cloned()
        .collect()
}

fn main() {
    let root = env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| env::current_dir().expect("cannot read current dir"));

    let manifest = load_manifest(&root);
    println!("{} v{}", manifest.name, manifest.version);

    let missing = check_files(&root, &manifest);
    if missing.is_empty() {
        println!("all {} files present", manifest.files.len());
        return;
    }

    eprintln!("{} missing file(s):", missing.len());
    for file in &missing {
        eprintln!("  - {}", file);
    }
    process::exit(1);
}
