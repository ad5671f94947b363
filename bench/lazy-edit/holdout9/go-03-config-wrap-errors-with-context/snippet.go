// ... existing code (unchanged) ...

func Load(path string) (Config, error) {
	cfg := Default()
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return cfg, nil
		}
		return cfg, fmt.Errorf("read config %s: %w", path, err)
	}
	if err := yaml.Unmarshal(data, &cfg); err != nil {
		return cfg, fmt.Errorf("parse config %s: %w", path, err)
	}
	if err := applyEnv(&cfg); err != nil {
		return cfg, fmt.Errorf("apply environment: %w", err)
	}
	if err := cfg.Validate(); err != nil {
		return cfg, fmt.Errorf("invalid config: %w", err)
	}
	return cfg, nil
}

func applyEnv(cfg *Config) error {
	// ... existing code (unchanged) ...
	if v := os.Getenv("MAX_CONNECTIONS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("MAX_CONNECTIONS: %w", err)
		}
		cfg.MaxConnections = n
	}
	if v := os.Getenv("ENABLE_PROFILING"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return fmt.Errorf("ENABLE_PROFILING: %w", err)
		}
		cfg.EnableProfiling = b
	}
	return nil
}

// ... existing code (unchanged) ...
