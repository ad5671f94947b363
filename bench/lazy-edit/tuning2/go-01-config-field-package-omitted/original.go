package config

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config holds runtime settings for the API server.
type Config struct {
	ListenAddr      string
	DatabaseURL     string
	ReadTimeout     time.Duration
	WriteTimeout    time.Duration
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
		MaxBodyBytes:    1 << 20,
		EnableProfiling: os.Getenv("ENABLE_PPROF") == "1",
	}

	if v := os.Getenv("READ_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return nil, fmt.Errorf("READ_TIMEOUT: %w", err)
		}
		cfg.ReadTimeout = d
	}
	if v := os.Getenv("MAX_BODY_BYTES"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("MAX_BODY_BYTES: %w", err)
		}
		cfg.MaxBodyBytes = n
	}

	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return cfg, nil
}

// Validate reports whether the configuration is usable.
func (c *Config) Validate() error {
	if c.DatabaseURL == "" {
		return errors.New("DATABASE_URL is required")
	}
	if c.MaxBodyBytes <= 0 {
		return errors.New("MAX_BODY_BYTES must be positive")
	}
	return nil
}

func getenv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok {
		return v
	}
	return fallback
}
