package server

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config holds the runtime configuration for the HTTP server.
type Config struct {
	Addr            string
	ReadTimeout     time.Duration
	WriteTimeout    time.Duration
	IdleTimeout     time.Duration
	ShutdownTimeout time.Duration
	MaxBodyBytes    int64
}

// DefaultConfig returns a Config populated with production defaults.
func DefaultConfig() Config {
	return Config{
		Addr:            ":8080",
		ReadTimeout:     5 * time.Second,
		WriteTimeout:    10 * time.Second,
		IdleTimeout:     60 * time.Second,
		ShutdownTimeout: 15 * time.Second,
		MaxBodyBytes:    1 << 20,
	}
}

// FromEnv overrides fields of c with values from environment variables.
func (c Config) FromEnv() (Config, error) {
	if v := os.Getenv("HTTP_ADDR"); v != "" {
		c.Addr = v
	}
	if v := os.Getenv("HTTP_READ_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return c, fmt.Errorf("HTTP_READ_TIMEOUT: %w", err)
		}
		c.ReadTimeout = d
	}
	if v := os.Getenv("HTTP_WRITE_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return c, fmt.Errorf("HTTP_WRITE_TIMEOUT: %w", err)
		}
		c.WriteTimeout = d
	}
	if v := os.Getenv("HTTP_IDLE_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return c, fmt.Errorf("HTTP_IDLE_TIMEOUT: %w", err)
		}
		c.IdleTimeout = d
	}
	if v := os.Getenv("HTTP_MAX_BODY_BYTES"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return c, fmt.Errorf("HTTP_MAX_BODY_BYTES: %w", err)
		}
		c.MaxBodyBytes = n
	}
	return c, nil
}

// Validate reports whether the configuration is usable.
func (c Config) Validate() error {
	if c.Addr == "" {
		return errors.New("server: empty listen address")
	}
	if c.ReadTimeout <= 0 || c.WriteTimeout <= 0 {
		return errors.New("server: timeouts must be positive")
	}
	if c.MaxBodyBytes <= 0 {
		return errors.New("server: MaxBodyBytes must be positive")
	}
	return nil
}
