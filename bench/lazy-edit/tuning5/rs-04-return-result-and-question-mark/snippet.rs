use std::fs;
use std::io;
use std::path::Path;

// ... existing code ...

pub fn load(path: &Path) -> io::Result<Vec<Entry>> {
    let text = fs::read_to_string(path)?;
    Ok(text.lines().filter_map(parse_line).collect())
}

// ... existing code ...
