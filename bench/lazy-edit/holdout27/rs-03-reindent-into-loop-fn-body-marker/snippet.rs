// ... existing code ...
struct Args {
    /// Files to read
    #[arg(required = true)]
    inputs: Vec<PathBuf>,

    // ... existing code ...
}

// ... existing code ...

fn count<R: BufRead>(reader: R, comment: &str) -> io::Result<Counts> {
    // ... existing code ...
}

fn print_counts(out: &mut impl Write, c: &Counts, name: &str, json: bool) -> io::Result<()> {
    // ... existing code ...
}

fn main() -> ExitCode {
    let args = Args::parse();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut status = ExitCode::SUCCESS;

    for input in &args.inputs {
        let file = match File::open(input) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("lc: {}: {e}", input.display());
                status = ExitCode::FAILURE;
                continue;
            }
        };
        let counts = match count(BufReader::new(file), &args.comment) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("lc: {}: {e}", input.display());
                status = ExitCode::FAILURE;
                continue;
            }
        };
        if let Err(e) = print_counts(&mut out, &counts, &input.display().to_string(), args.json) {
            eprintln!("lc: write error: {e}");
            return ExitCode::FAILURE;
        }
    }

    status
}
