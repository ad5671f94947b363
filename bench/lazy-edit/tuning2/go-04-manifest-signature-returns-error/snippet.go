// ... existing code ...

func loadManifest(path string) (Manifest, error) {
	var m Manifest
	data, err := os.ReadFile(path)
	if err != nil {
		return m, fmt.Errorf("read %s: %w", path, err)
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return m, fmt.Errorf("parse %s: %w", path, err)
	}
	if m.Name == "" {
		return m, fmt.Errorf("%s: missing name", path)
	}
	return m, nil
}

// ... existing code ...
	for _, p := range paths {
		m, err := loadManifest(p)
		if err != nil {
			fmt.Fprintf(os.Stderr, "warning: %v\n", err)
			continue
		}
		fmt.Printf("%-30s %s\n", m.Name, m.Version)
// ... existing code ...
