// ... existing code ...

pub fn load_records(path: &Path) -> io::Result<Vec<Record>> {
    let file = fs::File::open(path)?;
    let reader = io::BufReader::new(file);
    let mut records = Vec::new();
    for (idx, line) in reader.lines().enumerate() {
        let line = line?;
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        match parse_line(&line) {
            Some(record) => records.push(record),
            None => eprintln!("warning: skipping malformed line {}", idx + 1),
        }
    }
    Ok(records)
}

// ... existing code ...
