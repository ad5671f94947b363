use std::collections::BTreeMap;
use std::io::{self, BufRead};

#[derive(Debug, Default)]
struct Stats {
    lines: usize,
    words: usize,
    bytes: usize,
    freq: BTreeMap<String, usize>,
}

impl Stats {
    fn add_line(&mut self, line: &str) {
        self.lines += 1;
        self.bytes += line.len() + 1;
        for word in line.split_whitespace() {
            self.words += 1;
            let w = word
                .trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase();
            if !w.is_empty() {
                *self.freq.entry(w).or_insert(0) += 1;
            }
        }
    }

    fn top(&self, n: usize) -> Vec<(&str, usize)> {
        let mut pairs: Vec<(&str, usize)> = self.freq.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        pairs.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        pairs.truncate(n);
        pairs
    }
}

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut stats = Stats::default();
    for line in stdin.lock().lines() {
        stats.add_line(&line?);
    }
    println!("{} lines, {} words, {} bytes", stats.lines, stats.words, stats.bytes);
    for (word, count) in stats.top(10) {
        println!("{count:>8} {word}");
    }
    Ok(())
}
