package config

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config holds the runtime configuration for the API server.
type Config struct {
	ListenAddr      string
	MetricsAddr     string
	DatabaseURL     string
	ReadTimeout     time.Duration
	WriteTimeout    time.Duration
	ShutdownTimeout time.Duration
	LogLevel        string
	MaxBodyBytes    int64
}

func envOr(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

func envDuration(key string, fallback time.Duration) time.Duration {
	v, ok := os.LookupEnv(key)
	if !ok || v == "" {
		return fallback
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		return fallback
	}
	return d
}

func envInt64(key string, fallback int64) int64 {
	v, ok := os.LookupEnv(key)
	if !ok || v == "" {
		return fallback
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return fallback
	}
	return n
}

// Load reads configuration from environment variables and command-line flags.
// Flags take precedence over the environment.
func Load(args []string) (*Config, error) {
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	cfg := &Config{}

	fs.StringVar(&cfg.ListenAddr, "listen", envOr("LISTEN_ADDR", ":8080"), "address to listen on")
	fs.StringVar(&cfg.MetricsAddr, "metrics-listen", envOr("METRICS_ADDR", ":9090"), "address for the Prometheus metrics endpoint (empty to disable)")
	fs.StringVar(&cfg.DatabaseURL, "database-url", envOr("DATABASE_URL", ""), "PostgreSQL connection string")
	fs.DurationVar(&cfg.ReadTimeout, "read-timeout", envDuration("READ_TIMEOUT", 10*time.Second), "HTTP read timeout")
	fs.DurationVar(&cfg.WriteTimeout, "write-timeout", envDuration("WRITE_TIMEOUT", 15*time.Second), "HTTP write timeout")
	fs.DurationVar(&cfg.ShutdownTimeout, "shutdown-timeout", envDuration("SHUTDOWN_TIMEOUT", 20*time.Second), "graceful shutdown timeout")
	fs.StringVar(&cfg.LogLevel, "log-level", envOr("LOG_LEVEL", "info"), "log level (debug, info, warn, error)")
	fs.Int64Var(&cfg.MaxBodyBytes, "max-body-bytes", envInt64("MAX_BODY_BYTES", 1<<20), "maximum request body size")

	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if err := cfg.validate(); err != nil {
		return nil, fmt.Errorf("invalid configuration: %w", err)
	}
	return cfg, nil
}

func (c *Config) validate() error {
	if c.DatabaseURL == "" {
		return errors.New("database url is required")
	}
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		return fmt.Errorf("unknown log level %q", c.LogLevel)
	}
	if c.MaxBodyBytes <= 0 {
		return errors.New("max body bytes must be positive")
	}
	if c.MetricsAddr != "" && c.MetricsAddr == c.ListenAddr {
		return errors.New("metrics address must differ from listen address")
	}
	return nil
}
