package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

type Config struct {
	ListenAddr      string
	DatabaseURL     string
	RedisURL        string
	ShutdownTimeout time.Duration
	MaxBodyBytes    int64
	Debug           bool
}

func Load() (*Config, error) {
	cfg := &Config{
		ListenAddr:      getEnv("LISTEN_ADDR", ":8080"),
		DatabaseURL:     os.Getenv("DATABASE_URL"),
		RedisURL:        getEnv("REDIS_URL", "redis://localhost:6379/0"),
		ShutdownTimeout: 15 * time.Second,
		MaxBodyBytes:    1 << 20,
	}

	if cfg.DatabaseURL == "" {
		return nil, fmt.Errorf("DATABASE_URL is required")
	}

	if v := os.Getenv("SHUTDOWN_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return nil, fmt.Errorf("invalid SHUTDOWN_TIMEOUT %q: %w", v, err)
		}
		cfg.ShutdownTimeout = d
	}

	if v := os.Getenv("MAX_BODY_BYTES"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("invalid MAX_BODY_BYTES %q: %w", v, err)
		}
		cfg.MaxBodyBytes = n
	}

	cfg.Debug = getBool("DEBUG", false)
	return cfg, nil
}

// MustLoad is like Load but panics on error.
//
// Deprecated: call Load and handle the error.
func MustLoad() *Config {
	cfg, err := Load()
	if err != nil {
		panic(err)
	}
	return cfg
}

func getEnv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok {
		return v
	}
	return fallback
}

func getBool(key string, fallback bool) bool {
	v, ok := os.LookupEnv(key)
	if !ok {
		return fallback
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		return fallback
	}
	return b
}
