use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand};

mod archive;
mod manifest;

#[derive(Parser)]
#[command(name = "pakr", version, about = "Package and publish static site bundles")]
struct Cli {
    /// Increase output verbosity (-v, -vv)
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    verbose: u8,

    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build a bundle from a directory
    Build {
        #[arg(default_value = ".")]
        dir: PathBuf,
        #[arg(short, long)]
        out: Option<PathBuf>,
    },
    /// Verify a bundle's manifest and checksums
    Verify { bundle: PathBuf },
    /// Print the manifest of a bundle
    Inspect {
        bundle: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Command::Build { dir, out } => {
            let manifest = manifest::scan(&dir)
                .with_context(|| format!("scanning {}", dir.display()))?;
            let out = out.unwrap_or_else(|| dir.with_extension("pakr"));
            archive::write(&out, &dir, &manifest)?;
            if cli.verbose > 0 {
                eprintln!("wrote {} ({} files)", out.display(), manifest.files.len());
            }
        }
        Command::Verify { bundle } => {
            let report = archive::verify(&bundle)?;
            if !report.is_ok() {
                for problem in &report.problems {
                    eprintln!("{problem}");
                }
                bail!("{} problem(s) in {}", report.problems.len(), bundle.display());
            }
        }
        Command::Inspect { bundle, json } => {
            let manifest = archive::read_manifest(&bundle)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&manifest)?);
            } else {
                for file in &manifest.files {
                    println!("{:>10}  {}", file.size, file.path);
                }
            }
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}
