// ... existing code ...
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
