use std::fs;
use std::path::PathBuf;

use clap::Parser;
use serde::Deserialize;

#[derive(Parser, Debug)]
#[command(name = "site-check", about = "Check that a list of URLs respond with the expected status")]
struct Args {
    /// Path to the TOML file listing the sites
    #[arg(short, long, default_value = "sites.toml")]
    config: PathBuf,

    /// Request timeout in seconds
    #[arg(short, long, default_value_t = 10)]
    timeout: u64,

    /// Only print failures
    #[arg(short, long)]
    quiet: bool,
}

#[derive(Deserialize, Debug)]
struct SiteList {
    sites: Vec<Site>,
}

#[derive(Deserialize, Debug)]
struct Site {
    name: String,
    url: String,
    #[serde(default = "default_status")]
    expect_status: u16,
}

fn default_status() -> u16 {
    200
}

fn main() {
    let args = Args::parse();
    let raw = fs::read_to_string(&args.config).unwrap();
    let list: SiteList = toml::from_str(&raw).unwrap();

    let client = reqwest::blocking::Client::builder()
        .timeout(std::time::Duration::from_secs(args.timeout))
        .build()
        .expect("failed to build HTTP client");

    let mut failures = 0;
    for site in &list.sites {
        match client.get(&site.url).send() {
            Ok(resp) if resp.status().as_u16() == site.expect_status => {
                if !args.quiet {
                    println!("ok    {} ({})", site.name, resp.status());
                }
            }
            Ok(resp) => {
                failures += 1;
                println!("FAIL  {} expected {} got {}", site.name, site.expect_status, resp.status());
            }
            Err(err) => {
                failures += 1;
                println!("FAIL  {} {}", site.name, err);
            }
        }
    }

    if failures > 0 {
        eprintln!("{failures} of {} sites failed", list.sites.len());
        std::process::exit(1);
    }
}
