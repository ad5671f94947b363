use std::fs;
use std::io::{self, Write};
use std::path::PathBuf;

use clap::Parser;
use walkdir::WalkDir;

/// Remove build artefacts older than a given age from a workspace.
#[derive(Parser, Debug)]
#[command(name = "sweep", version, about)]
struct Args {
    /// Root directory to scan.
    #[arg(default_value = ".")]
    root: PathBuf,

    /// Directory names treated as build output.
    #[arg(long, value_delimiter = ',', default_value = "target,node_modules,dist,build")]
    dirs: Vec<String>,

    /// Only report what would be removed.
    #[arg(long)]
    dry_run: bool,

    /// Minimum age in days before a directory is removed.
    #[arg(long, default_value_t = 14)]
    older_than: u64,
}

fn dir_size(path: &PathBuf) -> u64 {
    WalkDir::new(path)
        .into_iter()
        .filter_map(Result::ok)
        .filter_map(|e| e.metadata().ok())
        .filter(|m| m.is_file())
        .map(|m| m.len())
        .sum()
}

fn human(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit < UNITS.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

fn main() -> io::Result<()> {
    let args = Args::parse();
    let cutoff = std::time::SystemTime::now()
        - std::time::Duration::from_secs(args.older_than * 24 * 60 * 60);
    let mut freed = 0u64;
    let mut stdout = io::stdout().lock();

    let mut walker = WalkDir::new(&args.root).into_iter();
    while let Some(entry) = walker.next() {
        let entry = match entry {
            Ok(e) => e,
            Err(err) => {
                eprintln!("warning: {err}");
                continue;
            }
        };
        if !entry.file_type().is_dir() {
            continue;
        }
        let name = entry.file_name().to_string_lossy();
        if !args.dirs.iter().any(|d| d == name.as_ref()) {
            continue;
        }
        walker.skip_current_dir();

        let modified = entry.metadata()?.modified()?;
        if modified > cutoff {
            continue;
        }

        let path = entry.path().to_path_buf();
        let size = dir_size(&path);
        if args.dry_run {
            writeln!(stdout, "{:>10}  {} (dry run)", human(size), path.display())?;
        } else {
            writeln!(stdout, "{:>10}  {}", human(size), path.display())?;
            if let Err(err) = fs::remove_dir_all(&path) {
                eprintln!("warning: could not remove {}: {err}", path.display());
                continue;
            }
        }
        freed += size;
    }

    let verb = if args.dry_run { "would free" } else { "freed" };
    writeln!(stdout, "{verb} {}", human(freed))?;
    Ok(())
}
