use std::fs;
use std::path::PathBuf;

use clap::Parser;
use serde::Deserialize;

#[derive(Parser, Debug)]
#[command(name = "sitegen", version, about = "Render a static site from a manifest")]
struct Args {
    /// Path to the site manifest
    #[arg(short, long, default_value = "site.toml")]
    manifest: PathBuf,

    /// Output directory
    #[arg(short, long, default_value = "public")]
    out: PathBuf,

    /// Print every file as it is written
    #[arg(short, long)]
    verbose: bool,
}

#[derive(Deserialize, Debug)]
struct Manifest {
    title: String,
    base_url: String,
    pages: Vec<Page>,
}

#[derive(Deserialize, Debug)]
struct Page {
    slug: String,
    source: PathBuf,
    #[serde(default)]
    draft: bool,
}

fn render(manifest: &Manifest, page: &Page, body: &str) -> String {
    format!(
        "<!doctype html>\n<html>\n<head><title>{} | {}</title><link rel=\"canonical\" href=\"{}/{}\"></head>\n<body>\n{}\n</body>\n</html>\n",
        page.slug, manifest.title, manifest.base_url, page.slug, body
    )
}

fn main() {
    let args = Args::parse();
    let text = fs::read_to_string(&args.manifest).unwrap();
    let manifest: Manifest = toml::from_str(&text).unwrap();

    fs::create_dir_all(&args.out).unwrap();

    for page in &manifest.pages {
        if !page.draft {
            let body = fs::read_to_string(&page.source).unwrap();
            let html = render(&manifest, page, &body);
            let target = args.out.join(format!("{}.html", page.slug));
            fs::write(&target, html).unwrap();
            if args.verbose {
                println!("wrote {}", target.display());
            }
        }
    }
}
