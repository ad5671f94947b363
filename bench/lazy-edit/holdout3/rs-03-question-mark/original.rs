use std::fs;
use std::path::Path;

pub struct Manifest {
    pub name: String,
    pub version: String,
}

pub fn read_manifest(dir: &Path) -> Manifest {
    let text = fs::read_to_string(dir.join("manifest.toml")).unwrap();
    let value: toml::Value = text.parse().unwrap();
    let name = value["name"].as_str().unwrap().to_string();
    let version = value["version"].as_str().unwrap().to_string();
    Manifest { name, version }
}

pub fn exists(dir: &Path) -> bool {
    dir.join("manifest.toml").is_file()
}
