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

pub fn top_scores(records: &[Record], n: usize) -> Vec<&Record> {
    let mut sorted: Vec<&Record> = records.iter().collect();
    sorted.sort_by(|a, b| b.score.cmp(&a.score));
    sorted.truncate(n);
    sorted
}
