package config

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config holds runtime settings for the ingest service. Values come from the
// environment so the same binary runs unchanged in every deployment.
type Config struct {
	ListenAddr      string
	DatabaseURL     string
	MaxConns        int
	ReadTimeout     time.Duration
	WriteTimeout    time.Duration
	ShutdownTimeout time.Duration
	Debug           bool
}

var ErrMissing = errors.New("required setting missing")

func getenv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

func durationEnv(key string, fallback time.Duration) (time.Duration, error) {
	raw := getenv(key, "")
	if raw == "" {
		return fallback, nil
	}
	d, err := time.ParseDuration(raw)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return d, nil
}

// Load reads the configuration from the environment.
func Load() (*Config, error) {
	cfg := &Config{
		ListenAddr:  getenv("INGEST_LISTEN_ADDR", ":8080"),
		DatabaseURL: os.Getenv("DATABASE_URL"),
		Debug:       getenv("INGEST_DEBUG", "") == "1",
	}
	if cfg.DatabaseURL == "" {
		return nil, fmt.Errorf("DATABASE_URL: %w", ErrMissing)
	}

	maxConns, err := strconv.Atoi(getenv("INGEST_MAX_CONNS", "20"))
	if err != nil {
		return nil, fmt.Errorf("INGEST_MAX_CONNS: %w", err)
	}
	cfg.MaxConns = maxConns

	if cfg.ReadTimeout, err = durationEnv("INGEST_READ_TIMEOUT", 5*time.Second); err != nil {
		return nil, err
	}
	if cfg.WriteTimeout, err = durationEnv("INGEST_WRITE_TIMEOUT", 10*time.Second); err != nil {
		return nil, err
	}
	if cfg.ShutdownTimeout, err = durationEnv("INGEST_SHUTDOWN_TIMEOUT", 30*time.Second); err != nil {
		return nil, err
	}
	return cfg, nil
}
