// ... existing code ...
type Config struct {
	ListenAddr     string
	DatabaseURL    string
	RequestTimeout time.Duration
	MaxBodyBytes   int64
	Debug          bool
}

// ... existing code ...
	cfg := &Config{
		ListenAddr:     getenv("LISTEN_ADDR", ":8080"),
		DatabaseURL:    os.Getenv("DATABASE_URL"),
		RequestTimeout: 15 * time.Second,
		MaxBodyBytes:   4 << 20,
	}

	// ... existing code ...

	if raw := os.Getenv("REQUEST_TIMEOUT"); raw != "" {
		d, err := time.ParseDuration(raw)
		if err != nil {
			return nil, fmt.Errorf("config: invalid REQUEST_TIMEOUT %q: %w", raw, err)
		}
		cfg.RequestTimeout = d
	}
// ... existing code ...
func (c *Config) Validate() error {
	if c.RequestTimeout <= 0 {
		return fmt.Errorf("config: request timeout must be positive, got %s", c.RequestTimeout)
	}
// ... existing code ...
