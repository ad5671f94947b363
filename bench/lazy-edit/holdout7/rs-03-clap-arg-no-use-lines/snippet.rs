#[derive(Debug, Clone, Copy, ValueEnum)]
enum Format {
    Json,
    Csv,
    Table,
}

// ... existing code ...

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

    // ... existing code ...
}
