package config

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

type Config struct {
	ListenAddr      string
	DatabaseURL     string
	LogLevel        string
	RequestTimeout  time.Duration
	MaxConnections  int
	EnableProfiling bool
}

func Default() Config {
	return Config{
		ListenAddr:     ":8080",
		LogLevel:       "info",
		RequestTimeout: 30 * time.Second,
		MaxConnections: 20,
	}
}

// FromEnv overlays APP_* environment variables onto cfg.
func FromEnv(cfg Config, environ []string) (Config, error) {
	for _, kv := range environ {
		key, value, ok := strings.Cut(kv, "=")
		if !ok || !strings.HasPrefix(key, "APP_") {
			continue
		}
		switch strings.TrimPrefix(key, "APP_") {
		case "LISTEN_ADDR":
			cfg.ListenAddr = value
		case "DATABASE_URL":
			cfg.DatabaseURL = value
		case "LOG_LEVEL":
			cfg.LogLevel = strings.ToLower(value)
		case "REQUEST_TIMEOUT":
			d, err := time.ParseDuration(value)
			if err != nil {
				return cfg, fmt.Errorf("APP_REQUEST_TIMEOUT: %w", err)
			}
			cfg.RequestTimeout = d
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
	cfg, err := FromEnv(Default(), os.Environ())
	if err != nil {
		return cfg, err
	}
	if cfg.DatabaseURL == "" {
		return cfg, fmt.Errorf("APP_DATABASE_URL is required")
	}
	if cfg.MaxConnections < 1 {
		return cfg, fmt.Errorf("APP_MAX_CONNECTIONS must be at least 1, got %d", cfg.MaxConnections)
	}
	return cfg, nil
}
