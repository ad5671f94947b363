use std::env;
use std::fs;
use std::path::PathBuf;
use std::process::ExitCode;

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
    env::args_os()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("manifest.json"))
}

fn print_tree(manifest: &Manifest) {
    println!("{} v{}", manifest.name, manifest.version);
    let count = manifest.dependencies.len();
    for (i, dep) in manifest.dependencies.iter().enumerate() {
        let branch = if i + 1 == count { "└──" } else { "├──" };
        let flag = if dep.optional { " (optional)" } else { "" };
        println!("{branch} {} v{}{flag}", dep.name, dep.version);
    }
}

fn main() -> ExitCode {
    let path = manifest_path();
    let contents = fs::read_to_string(&path).unwrap();
    let manifest: Manifest = serde_json::from_str(&contents).unwrap();

    if manifest.dependencies.is_empty() {
        println!("{} v{} has no dependencies", manifest.name, manifest.version);
        return ExitCode::SUCCESS;
    }

    print_tree(&manifest);
    ExitCode::SUCCESS
}
