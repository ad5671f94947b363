// ... existing code ...

fn main() -> ExitCode {
    let path = manifest_path();
    let contents = match fs::read_to_string(&path) {
        Ok(contents) => contents,
        Err(err) => {
            eprintln!("error: cannot read {}: {err}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let manifest: Manifest = match serde_json::from_str(&contents) {
        Ok(manifest) => manifest,
        Err(err) => {
            eprintln!("error: {} is not a valid manifest: {err}", path.display());
            return ExitCode::FAILURE;
        }
    };

    if manifest.dependencies.is_empty() {
// ... existing code ...
