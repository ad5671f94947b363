package main

import (
	"flag"
	"fmt"
	"log/slog"
	"os"
	"time"
)

// Config holds the runtime settings for the exporter.
type Config struct {
	ListenAddr     string
	MetricsPath    string
	ScrapeInterval time.Duration
	ScrapeTimeout  time.Duration
	Targets        []string
	LogLevel       slog.Level
}

type stringList []string

func (s *stringList) String() string { return fmt.Sprint(*s) }

func (s *stringList) Set(v string) error {
	*s = append(*s, v)
	return nil
}

func parseConfig(args []string) (*Config, error) {
	fs := flag.NewFlagSet("exporter", flag.ContinueOnError)
	cfg := &Config{}
	var targets stringList
	var level string

	fs.StringVar(&cfg.ListenAddr, "listen", ":9187", "address to listen on")
	fs.StringVar(&cfg.MetricsPath, "metrics-path", "/metrics", "path under which to expose metrics")
	fs.DurationVar(&cfg.ScrapeInterval, "interval", 30*time.Second, "how often to scrape targets")
	fs.DurationVar(&cfg.ScrapeTimeout, "timeout", 10*time.Second, "timeout for a single scrape")
	fs.Var(&targets, "target", "target URL to scrape (repeatable)")
	fs.StringVar(&level, "log-level", "info", "log level: debug, info, warn, error")

	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if len(targets) == 0 {
		return nil, fmt.Errorf("at least one -target is required")
	}
	if cfg.ScrapeInterval < time.Second {
		return nil, fmt.Errorf("-interval must be at least 1s, got %s", cfg.ScrapeInterval)
	}
	if cfg.ScrapeTimeout <= 0 || cfg.ScrapeTimeout >= cfg.ScrapeInterval {
		return nil, fmt.Errorf("-timeout must be positive and shorter than -interval")
	}
	if err := cfg.LogLevel.UnmarshalText([]byte(level)); err != nil {
		return nil, fmt.Errorf("invalid -log-level %q: %w", level, err)
	}
	cfg.Targets = targets
	return cfg, nil
}

func main() {
	cfg, err := parseConfig(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: cfg.LogLevel}))
	logger.Info("starting exporter",
		"listen", cfg.ListenAddr,
		"targets", len(cfg.Targets),
		"interval", cfg.ScrapeInterval,
	)
	if err := run(cfg, logger); err != nil {
		logger.Error("exporter stopped", "err", err)
		os.Exit(1)
	}
}
