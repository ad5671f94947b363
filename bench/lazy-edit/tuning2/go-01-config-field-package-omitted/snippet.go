// Config holds runtime settings for the API server.
type Config struct {
	ListenAddr      string
	DatabaseURL     string
	ReadTimeout     time.Duration
	WriteTimeout    time.Duration
	ShutdownGrace   time.Duration
	MaxBodyBytes    int64
	EnableProfiling bool
}

// Load reads configuration from environment variables.
func Load() (*Config, error) {
	cfg := &Config{
		ListenAddr:      getenv("LISTEN_ADDR", ":8080"),
		DatabaseURL:     os.Getenv("DATABASE_URL"),
		ReadTimeout:     5 * time.Second,
		WriteTimeout:    10 * time.Second,
		ShutdownGrace:   15 * time.Second,
		MaxBodyBytes:    1 << 20,
		EnableProfiling: os.Getenv("ENABLE_PPROF") == "1",
	}
	// ... existing code ...
}

// Validate reports whether the configuration is usable.
func (c *Config) Validate() error {
	if c.DatabaseURL == "" {
		return errors.New("DATABASE_URL is required")
	}
	if c.ShutdownGrace < 0 {
		return errors.New("shutdown grace period must not be negative")
	}
	// ... existing code ...
}
// ... existing code ...
