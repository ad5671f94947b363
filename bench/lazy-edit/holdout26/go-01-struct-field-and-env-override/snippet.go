// ... existing code ...
type Config struct {
	Addr            string
	ReadTimeout     time.Duration
	WriteTimeout    time.Duration
	IdleTimeout     time.Duration
	ShutdownTimeout time.Duration
	MaxBodyBytes    int64
}

// DefaultConfig returns a Config populated with production defaults.
func DefaultConfig() Config {
	return Config{
		Addr:            ":8080",
		ReadTimeout:     5 * time.Second,
		WriteTimeout:    10 * time.Second,
		IdleTimeout:     60 * time.Second,
		ShutdownTimeout: 15 * time.Second,
		MaxBodyBytes:    1 << 20,
	}
}

// ... existing code ...
		c.WriteTimeout = d
	}
	if v := os.Getenv("HTTP_IDLE_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return c, fmt.Errorf("HTTP_IDLE_TIMEOUT: %w", err)
		}
		c.IdleTimeout = d
	}
	// ... existing code ...
