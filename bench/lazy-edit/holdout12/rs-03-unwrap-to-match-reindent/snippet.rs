use std::env;
use std::fs;
use std::path::PathBuf;
use std::process;

// ... existing code ...

fn main() {
    let path = manifest_path();
    let text = match fs::read_to_string(&path) {
        Ok(text) => text,
        Err(err) => {
            eprintln!("error: cannot read {}: {err}", path.display());
            process::exit(1);
        }
    };
    let manifest: Manifest = match toml::from_str(&text) {
        Ok(manifest) => manifest,
        Err(err) => {
            eprintln!("error: invalid manifest {}: {err}", path.display());
            process::exit(1);
        }
    };

    println!("{} v{}", manifest.name, manifest.version);
    // ... existing code ...
}
