// ... unchanged ...
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("invalid MAX_BODY_BYTES %q: %w", v, err)
		}
		if n <= 0 {
			return nil, fmt.Errorf("MAX_BODY_BYTES must be positive, got %d", n)
		}
		cfg.MaxBodyBytes = n
	}

	cfg.Debug = getBool("DEBUG", false)
	return cfg, nil
}

func getEnv(key, fallback string) string {
// ... unchanged ...
