package config

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config holds the runtime configuration of the API server.
type Config struct {
	ListenAddr      string
	DatabaseURL     string
	MaxDBConns      int
	ReadTimeout     time.Duration
	WriteTimeout    time.Duration
	ShutdownTimeout time.Duration
	LogLevel        string
	EnablePprof     bool
}

// Load parses command-line flags, falling back to environment variables.
func Load(args []string) (*Config, error) {
	fs := flag.NewFlagSet("api", flag.ContinueOnError)

	cfg := &Config{}
	fs.StringVar(&cfg.ListenAddr, "listen", envOr("API_LISTEN", ":8080"), "address to listen on")
	fs.StringVar(&cfg.DatabaseURL, "database-url", os.Getenv("DATABASE_URL"), "PostgreSQL connection string")
	fs.IntVar(&cfg.MaxDBConns, "max-db-conns", envInt("API_MAX_DB_CONNS", 10), "maximum open database connections")
	fs.DurationVar(&cfg.ReadTimeout, "read-timeout", envDuration("API_READ_TIMEOUT", 10*time.Second), "HTTP read timeout")
	fs.DurationVar(&cfg.WriteTimeout, "write-timeout", envDuration("API_WRITE_TIMEOUT", 15*time.Second), "HTTP write timeout")
	fs.DurationVar(&cfg.ShutdownTimeout, "shutdown-timeout", envDuration("API_SHUTDOWN_TIMEOUT", 20*time.Second), "graceful shutdown timeout")
	fs.StringVar(&cfg.LogLevel, "log-level", envOr("API_LOG_LEVEL", "info"), "log level (debug, info, warn, error)")
	fs.BoolVar(&cfg.EnablePprof, "pprof", envBool("API_PPROF", false), "expose /debug/pprof endpoints")

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
		return errors.New("database URL is required (-database-url or DATABASE_URL)")
	}
	if c.MaxDBConns < 1 {
		return errors.New("max-db-conns must be at least 1")
	}
	if c.ReadTimeout <= 0 || c.WriteTimeout <= 0 {
		return errors.New("timeouts must be positive")
	}
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		return fmt.Errorf("unknown log level %q", c.LogLevel)
	}
	return nil
}

func envOr(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

func envDuration(key string, fallback time.Duration) time.Duration {
	if v, ok := os.LookupEnv(key); ok {
		if d, err := time.ParseDuration(v); err == nil {
			return d
		}
	}
	return fallback
}

func envBool(key string, fallback bool) bool {
	if v, ok := os.LookupEnv(key); ok {
		if b, err := strconv.ParseBool(v); err == nil {
			return b
		}
	}
	return fallback
}

func envInt(key string, fallback int) int {
	if v, ok := os.LookupEnv(key); ok {
		if n, err := strconv.Atoi(v); err == nil {
			return n
		}
	}
	return fallback
}
