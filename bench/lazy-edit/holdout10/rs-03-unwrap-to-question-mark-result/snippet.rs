use std::env;
use std::error::Error;
use std::fs;
// ... existing code ...

fn load_manifest(root: &Path) -> Result<Manifest, Box<dyn Error>> {
    let path = manifest_path(root);
    let raw = fs::read_to_string(&path)
        .map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
    let manifest: Manifest = serde_json::from_str(&raw)?;
    Ok(manifest)
}

// ... existing code ...

    let manifest = match load_manifest(&root) {
        Ok(manifest) => manifest,
        Err(err) => {
            eprintln!("error: {}", err);
            process::exit(2);
        }
    };
    println!("{} v{}", manifest.name, manifest.version);
// ... existing code ...
