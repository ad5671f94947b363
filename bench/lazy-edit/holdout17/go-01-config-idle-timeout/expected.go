package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config holds runtime settings loaded from the environment.
type Config struct {
	ListenAddr      string
	DatabaseURL     string
	RedisURL        string
	LogLevel        string
	ReadTimeout     time.Duration
	WriteTimeout    time.Duration
	IdleTimeout     time.Duration
	ShutdownTimeout time.Duration
	MaxBodyBytes    int64
}

func getenv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

func getDuration(key string, fallback time.Duration) (time.Duration, error) {
	v, ok := os.LookupEnv(key)
	if !ok || v == "" {
		return fallback, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		return 0, fmt.Errorf("%s: invalid duration %q: %w", key, v, err)
	}
	return d, nil
}

// Load reads the configuration from environment variables.
func Load() (*Config, error) {
	cfg := &Config{
		ListenAddr:  getenv("LISTEN_ADDR", ":8080"),
		DatabaseURL: os.Getenv("DATABASE_URL"),
		RedisURL:    getenv("REDIS_URL", "redis://localhost:6379/0"),
		LogLevel:    getenv("LOG_LEVEL", "info"),
	}
	if cfg.DatabaseURL == "" {
		return nil, fmt.Errorf("DATABASE_URL is required")
	}

	var err error
	if cfg.ReadTimeout, err = getDuration("READ_TIMEOUT", 5*time.Second); err != nil {
		return nil, err
	}
	if cfg.WriteTimeout, err = getDuration("WRITE_TIMEOUT", 10*time.Second); err != nil {
		return nil, err
	}
	if cfg.IdleTimeout, err = getDuration("IDLE_TIMEOUT", 60*time.Second); err != nil {
		return nil, err
	}
	if cfg.ShutdownTimeout, err = getDuration("SHUTDOWN_TIMEOUT", 15*time.Second); err != nil {
		return nil, err
	}

	maxBody := getenv("MAX_BODY_BYTES", "1048576")
	cfg.MaxBodyBytes, err = strconv.ParseInt(maxBody, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("MAX_BODY_BYTES: %w", err)
	}
	return cfg, nil
}
