// ... existing code ...
pub fn list_indexes(pack_dir: &Path) -> io::Result<Vec<PackIndex>> {
    let mut indexes = Vec::new();
    for entry in fs::read_dir(pack_dir)? {
        let entry = entry?;
        let path = entry.path();
        if path.extension().and_then(|e| e.to_str()) == Some("idx") {
            indexes.push(read_index(&path)?);
        }
    }
    indexes.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(indexes)
}

pub fn total_objects(pack_dir: &Path) -> io::Result<u64> {
    Ok(list_indexes(pack_dir)?
        .iter()
        .map(|idx| u64::from(idx.object_count))
        .sum())
}
