#[derive(Debug, Default, Clone)]
struct Stats {
    lines: usize,
    words: usize,
    bytes: usize,
    chars: usize,
    freq: BTreeMap<String, usize>,
}

impl Stats {
    fn add_line(&mut self, line: &str) {
        self.lines += 1;
        self.bytes += line.len() + 1;
        self.chars += line.chars().count() + 1;
        // ... existing code ...
    }

    // ... existing code ...
}

fn main() -> io::Result<()> {
    // ... existing code ...
    println!(
        "{} lines, {} words, {} chars, {} bytes",
        stats.lines, stats.words, stats.chars, stats.bytes
    );
    // ... existing code ...
}
