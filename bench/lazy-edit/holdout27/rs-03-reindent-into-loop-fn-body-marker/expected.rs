use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;

/// Count lines, words and bytes, ignoring comment lines.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Files to read
    #[arg(required = true)]
    inputs: Vec<PathBuf>,

    /// Prefix that marks a comment line
    #[arg(long, default_value = "#")]
    comment: String,

    /// Print counts as JSON
    #[arg(long)]
    json: bool,
}

#[derive(Default, Debug)]
struct Counts {
    lines: u64,
    words: u64,
    bytes: u64,
}

fn count<R: BufRead>(reader: R, comment: &str) -> io::Result<Counts> {
    let mut c = Counts::default();
    for line in reader.lines() {
        let line = line?;
        if line.trim_start().starts_with(comment) {
            continue;
        }
        c.lines += 1;
        c.words += line.split_whitespace().count() as u64;
        c.bytes += line.len() as u64 + 1;
    }
    Ok(c)
}

fn print_counts(out: &mut impl Write, c: &Counts, name: &str, json: bool) -> io::Result<()> {
    if json {
        writeln!(
            out,
            r#"{{"file":"{}","lines":{},"words":{},"bytes":{}}}"#,
            name, c.lines, c.words, c.bytes
        )
    } else {
        writeln!(out, "{:>8} {:>8} {:>8} {}", c.lines, c.words, c.bytes, name)
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut status = ExitCode::SUCCESS;

    for input in &args.inputs {
        let file = match File::open(input) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("lc: {}: {e}", input.display());
                status = ExitCode::FAILURE;
                continue;
            }
        };
        let counts = match count(BufReader::new(file), &args.comment) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("lc: {}: {e}", input.display());
                status = ExitCode::FAILURE;
                continue;
            }
        };
        if let Err(e) = print_counts(&mut out, &counts, &input.display().to_string(), args.json) {
            eprintln!("lc: write error: {e}");
            return ExitCode::FAILURE;
        }
    }

    status
}
