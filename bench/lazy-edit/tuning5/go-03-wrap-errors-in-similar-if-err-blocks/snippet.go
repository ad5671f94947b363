// ... existing code ...
	bin := filepath.Join(out, r.Name)
	if err := run(r.Dir, "go", "build", "-o", bin, "./cmd/"+r.Name); err != nil {
		return fmt.Errorf("build %s: %w", r.Name, err)
	}
	archive := filepath.Join(out, fmt.Sprintf("%s-%s.tar.gz", r.Name, r.Version))
	if err := run(out, "tar", "-czf", archive, r.Name); err != nil {
		return fmt.Errorf("package %s: %w", archive, err)
	}
	return nil
}

// ... existing code ...
	if _, err := os.Stat(archive); err != nil {
		return fmt.Errorf("archive missing, run Build first: %w", err)
	}
	// ... existing code ...
