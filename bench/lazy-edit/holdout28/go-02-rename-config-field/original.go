package config

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config holds runtime settings loaded from the environment.
type Config struct {
	ListenAddr   string
	DatabaseURL  string
	Timeout      time.Duration
	MaxBodyBytes int64
	Debug        bool
}

var ErrMissingDatabaseURL = errors.New("config: DATABASE_URL is required")

func getenv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

// Load reads the configuration from environment variables and applies defaults.
func Load() (*Config, error) {
	cfg := &Config{
		ListenAddr:   getenv("LISTEN_ADDR", ":8080"),
		DatabaseURL:  os.Getenv("DATABASE_URL"),
		Timeout:      15 * time.Second,
		MaxBodyBytes: 4 << 20,
	}

	if cfg.DatabaseURL == "" {
		return nil, ErrMissingDatabaseURL
	}

	if raw := os.Getenv("TIMEOUT"); raw != "" {
		d, err := time.ParseDuration(raw)
		if err != nil {
			return nil, fmt.Errorf("config: invalid TIMEOUT %q: %w", raw, err)
		}
		cfg.Timeout = d
	}

	if raw := os.Getenv("MAX_BODY_BYTES"); raw != "" {
		n, err := strconv.ParseInt(raw, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("config: invalid MAX_BODY_BYTES %q: %w", raw, err)
		}
		cfg.MaxBodyBytes = n
	}

	cfg.Debug, _ = strconv.ParseBool(os.Getenv("DEBUG"))
	return cfg, nil
}

// Validate reports configuration values that are out of range.
func (c *Config) Validate() error {
	if c.Timeout <= 0 {
		return fmt.Errorf("config: timeout must be positive, got %s", c.Timeout)
	}
	if c.MaxBodyBytes < 1024 {
		return fmt.Errorf("config: MAX_BODY_BYTES must be at least 1024, got %d", c.MaxBodyBytes)
	}
	return nil
}
