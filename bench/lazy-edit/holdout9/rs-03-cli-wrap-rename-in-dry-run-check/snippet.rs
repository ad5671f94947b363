// ... existing code ...
        println!("{} -> {}", path.display(), target.display());
        if !args.dry_run {
            fs::rename(path, &target)
                .with_context(|| format!("renaming {} to {}", path.display(), target.display()))?;
        }
        renamed += 1;
    }

    if args.dry_run {
        println!("{renamed} file(s) would be renamed");
    } else {
        println!("{renamed} file(s) renamed");
    }
    Ok(())
}
