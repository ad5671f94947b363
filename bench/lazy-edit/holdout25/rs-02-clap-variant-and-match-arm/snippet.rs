// ... existing code ...
    /// Verify a bundle's manifest and checksums
    Verify {
        bundle: PathBuf,
        /// Only report the number of problems
        #[arg(short, long)]
        quiet: bool,
    },
    /// Print the manifest of a bundle
// ... existing code ...
            }
        }
        Command::Verify { bundle, quiet } => {
            let report = archive::verify(&bundle)?;
            if !report.is_ok() {
                if !quiet {
                    for problem in &report.problems {
                        eprintln!("{problem}");
                    }
                }
                bail!("{} problem(s) in {}", report.problems.len(), bundle.display());
            }
        }
        Command::Inspect { bundle, json } => {
// ... existing code ...
