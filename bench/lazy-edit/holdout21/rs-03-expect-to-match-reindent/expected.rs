use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;

/// Count log lines per level in one or more files.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Files to scan. Reads stdin when empty.
    files: Vec<PathBuf>,

    /// Print totals as JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Default, Debug)]
struct Counts {
    lines: u64,
    error: u64,
    warn: u64,
    info: u64,
    debug: u64,
}

impl Counts {
    fn add_line(&mut self, line: &str) {
        self.lines += 1;
        match line.split_whitespace().nth(1) {
            Some("ERROR") => self.error += 1,
            Some("WARN") => self.warn += 1,
            Some("INFO") => self.info += 1,
            Some("DEBUG") => self.debug += 1,
            _ => {}
        }
    }
}

fn scan(reader: impl BufRead, counts: &mut Counts) -> io::Result<()> {
    for line in reader.lines() {
        counts.add_line(&line?);
    }
    Ok(())
}

fn main() -> ExitCode {
    let args = Args::parse();
    let mut counts = Counts::default();

    if args.files.is_empty() {
        if let Err(err) = scan(io::stdin().lock(), &mut counts) {
            eprintln!("logcount: stdin: {err}");
            return ExitCode::FAILURE;
        }
    }
    let mut failed = false;
    for path in &args.files {
        let file = match File::open(path) {
            Ok(file) => file,
            Err(err) => {
                eprintln!("logcount: {}: {err}", path.display());
                failed = true;
                continue;
            }
        };
        if let Err(err) = scan(BufReader::new(file), &mut counts) {
            eprintln!("logcount: {}: {err}", path.display());
            failed = true;
        }
    }

    let mut out = io::stdout().lock();
    if args.json {
        let _ = writeln!(
            out,
            r#"{{"lines":{},"error":{},"warn":{},"info":{},"debug":{}}}"#,
            counts.lines, counts.error, counts.warn, counts.info, counts.debug
        );
    } else {
        let _ = writeln!(out, "lines\t{}", counts.lines);
        let _ = writeln!(out, "error\t{}", counts.error);
        let _ = writeln!(out, "warn\t{}", counts.warn);
        let _ = writeln!(out, "info\t{}", counts.info);
        let _ = writeln!(out, "debug\t{}", counts.debug);
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
