use std::env;
use std::fs;
use std::path::PathBuf;

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

fn main() {
    let path = manifest_path();
    let text = fs::read_to_string(&path).unwrap();
    let manifest: Manifest = toml::from_str(&text).expect("invalid manifest");
    let base = path.parent().unwrap().to_path_buf();

    println!("{} v{}", manifest.name, manifest.version);
    if manifest.files.is_empty() {
        println!("  (no files listed)");
        return;
    }
    for file in &manifest.files {
        let meta = fs::metadata(base.join(file)).unwrap();
        println!("  {:<40} {:>10} bytes", file, meta.len());
    }
    println!("  total: {} bytes", total_size(&base, &manifest.files));
}
