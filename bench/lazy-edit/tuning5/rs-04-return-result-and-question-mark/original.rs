use std::fs;
use std::path::Path;

#[derive(Debug)]
pub struct Entry {
    pub key: String,
    pub value: String,
}

pub fn parse_line(line: &str) -> Option<Entry> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return None;
    }
    let (key, value) = line.split_once('=')?;
    Some(Entry {
        key: key.trim().to_string(),
        value: value.trim().to_string(),
    })
}

pub fn load(path: &Path) -> Vec<Entry> {
    let text = fs::read_to_string(path).expect("failed to read env file");
    text.lines().filter_map(parse_line).collect()
}

pub fn lookup<'a>(entries: &'a [Entry], key: &str) -> Option<&'a str> {
    entries
        .iter()
        .rev()
        .find(|e| e.key == key)
        .map(|e| e.value.as_str())
}
