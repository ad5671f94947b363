use std::fs;
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;
use serde::Deserialize;

// ... existing code ...

fn main() -> Result<()> {
    let args = Args::parse();
    let text = fs::read_to_string(&args.manifest)
        .with_context(|| format!("reading {}", args.manifest.display()))?;
    let manifest: Manifest = toml::from_str(&text).context("parsing manifest")?;

    fs::create_dir_all(&args.out)
        .with_context(|| format!("creating {}", args.out.display()))?;

    for page in &manifest.pages {
        if page.draft {
            continue;
        }
        let body = fs::read_to_string(&page.source)
            .with_context(|| format!("reading {}", page.source.display()))?;
        let html = render(&manifest, page, &body);
        let target = args.out.join(format!("{}.html", page.slug));
        fs::write(&target, html).with_context(|| format!("writing {}", target.display()))?;
        if args.verbose {
            println!("wrote {}", target.display());
        }
    }
    Ok(())
}
