// ... existing code ...
fn main() -> ExitCode {
    // ... existing code ...
    let mut failed = false;
    for path in &args.files {
        let file = match File::open(path) {
            Ok(file) => file,
            Err(err) => {
                eprintln!("logcount: {}: {err}", path.display());
                failed = true;
                continue;
            }
        };
        if let Err(err) = scan(BufReader::new(file), &mut counts) {
            eprintln!("logcount: {}: {err}", path.display());
            failed = true;
        }
    }

    let mut out = io::stdout().lock();
    // ... existing code ...
        let _ = writeln!(out, "debug\t{}", counts.debug);
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
