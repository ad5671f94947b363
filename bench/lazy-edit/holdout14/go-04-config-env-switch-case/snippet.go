// ...existing code...
		case "MAX_CONNECTIONS":
			n, err := strconv.Atoi(value)
			if err != nil {
				return cfg, fmt.Errorf("APP_MAX_CONNECTIONS: %w", err)
			}
			cfg.MaxConnections = n
		case "ENABLE_PROFILING":
			b, err := strconv.ParseBool(value)
			if err != nil {
				return cfg, fmt.Errorf("APP_ENABLE_PROFILING: %w", err)
			}
			cfg.EnableProfiling = b
		}
	}
	return cfg, nil
}

func Load() (Config, error) {
	// ...existing code...
	if cfg.DatabaseURL == "" {
		return cfg, fmt.Errorf("APP_DATABASE_URL is required")
	}
	if cfg.MaxConnections < 1 {
		return cfg, fmt.Errorf("APP_MAX_CONNECTIONS must be at least 1, got %d", cfg.MaxConnections)
	}
	return cfg, nil
}
