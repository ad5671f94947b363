// ... existing code ...
pub fn load_fixtures(dir: &Path, tag: Option<&str>) -> Result<Vec<Fixture>> {
    let mut fixtures = Vec::new();
    let mut skipped = 0usize;
    for path in fixture_paths(dir)? {
        let text = fs::read_to_string(&path)
            .with_context(|| format!("reading fixture {}", path.display()))?;
        let fixture: Fixture = match serde_json::from_str(&text) {
            Ok(fixture) => fixture,
            Err(err) => {
                warn!(path = %path.display(), error = %err, "skipping malformed fixture");
                skipped += 1;
                continue;
            }
        };
        // ... existing code ...
        fixtures.push(fixture);
    }
    if fixtures.is_empty() {
        warn!(dir = %dir.display(), "no fixtures matched");
    }
    info!(count = fixtures.len(), skipped, dir = %dir.display(), "loaded fixtures");
    Ok(fixtures)
}
// ... existing code ...
