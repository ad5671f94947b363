use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::{Parser, ValueEnum};

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Format {
    Json,
    Csv,
    Table,
}

/// Summarise disk usage for a directory tree.
#[derive(Debug, Parser)]
#[command(name = "dusum", version, about)]
struct Args {
    /// Directory to scan
    #[arg(default_value = ".")]
    root: PathBuf,

    /// Maximum depth to descend
    #[arg(short, long, default_value_t = 3)]
    depth: usize,

    /// Output format
    #[arg(short, long, value_enum, default_value_t = Format::Table)]
    format: Format,

    /// Include hidden files and directories
    #[arg(long)]
    hidden: bool,

    /// Skip entries smaller than this many bytes
    #[arg(long, default_value_t = 0)]
    min_size: u64,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let entries = dusum::scan(&args.root, args.depth, args.hidden)
        .with_context(|| format!("failed to scan {}", args.root.display()))?;
    let entries: Vec<_> = entries.into_iter().filter(|e| e.size >= args.min_size).collect();

    match args.format {
        Format::Json => println!("{}", serde_json::to_string_pretty(&entries)?),
        Format::Csv => dusum::write_csv(std::io::stdout(), &entries)?,
        Format::Table => dusum::print_table(&entries),
    }
    Ok(())
}
