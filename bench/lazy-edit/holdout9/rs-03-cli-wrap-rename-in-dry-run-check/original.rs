use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use clap::Parser;
use walkdir::WalkDir;

/// Rename image files to their EXIF capture date.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Directory to scan
    dir: PathBuf,
    /// Only print what would be renamed
    #[arg(long)]
    dry_run: bool,
    /// Recurse into subdirectories
    #[arg(short, long)]
    recursive: bool,
}

fn is_image(path: &Path) -> bool {
    matches!(
        path.extension().and_then(|e| e.to_str()).map(|e| e.to_ascii_lowercase()).as_deref(),
        Some("jpg" | "jpeg" | "heic" | "png")
    )
}

fn capture_date(path: &Path) -> Result<Option<String>> {
    let file = fs::File::open(path).with_context(|| format!("opening {}", path.display()))?;
    let mut reader = std::io::BufReader::new(file);
    let exif = match exif::Reader::new().read_from_container(&mut reader) {
        Ok(exif) => exif,
        Err(_) => return Ok(None),
    };
    let field = exif.get_field(exif::Tag::DateTimeOriginal, exif::In::PRIMARY);
    Ok(field.map(|f| f.display_value().to_string().replace([':', ' '], "-")))
}

fn main() -> Result<()> {
    let args = Args::parse();
    let depth = if args.recursive { usize::MAX } else { 1 };
    let mut renamed = 0;

    for entry in WalkDir::new(&args.dir).max_depth(depth) {
        let entry = entry?;
        let path = entry.path();
        if !entry.file_type().is_file() || !is_image(path) {
            continue;
        }
        let Some(date) = capture_date(path)? else {
            eprintln!("skipping {} (no EXIF date)", path.display());
            continue;
        };
        let ext = path.extension().unwrap().to_string_lossy().to_ascii_lowercase();
        let target = path.with_file_name(format!("{date}.{ext}"));
        if target.exists() {
            eprintln!("skipping {} ({} exists)", path.display(), target.display());
            continue;
        }
        println!("{} -> {}", path.display(), target.display());
        fs::rename(path, &target)
            .with_context(|| format!("renaming {} to {}", path.display(), target.display()))?;
        renamed += 1;
    }

    println!("{renamed} file(s) renamed");
    Ok(())
}
