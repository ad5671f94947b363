use std::fs;
use std::io::{self, BufRead};
use std::path::Path;

#[derive(Debug)]
pub struct Record {
    pub name: String,
    pub score: u32,
}

pub fn parse_line(line: &str) -> Option<Record> {
    let (name, score) = line.split_once(',')?;
    let score = score.trim().parse().ok()?;
    Some(Record {
        name: name.trim().to_string(),
        score,
    })
}

pub fn load_records(path: &Path) -> Vec<Record> {
    let file = fs::File::open(path).unwrap();
    let reader = io::BufReader::new(file);
    let mut records = Vec::new();
    for line in reader.lines() {
        let line = line.unwrap();
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(record) = parse_line(&line) {
            records.push(record);
        }
    }
    records
}

pub fn top_scores(records: &[Record], n: usize) -> Vec<&Record> {
    let mut sorted: Vec<&Record> = records.iter().collect();
    sorted.sort_by(|a, b| b.score.cmp(&a.score));
    sorted.truncate(n);
    sorted
}
