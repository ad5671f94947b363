// ... existing code ...
type Config struct {
	ListenAddr     string
	MetricsPath    string
	ScrapeInterval time.Duration
	ScrapeTimeout  time.Duration
	Targets        []string
	LogLevel       slog.Level
}

// ... existing code ...
	fs.DurationVar(&cfg.ScrapeInterval, "interval", 30*time.Second, "how often to scrape targets")
	fs.DurationVar(&cfg.ScrapeTimeout, "timeout", 10*time.Second, "timeout for a single scrape")
	fs.Var(&targets, "target", "target URL to scrape (repeatable)")
	// ... existing code ...
	if cfg.ScrapeInterval < time.Second {
		return nil, fmt.Errorf("-interval must be at least 1s, got %s", cfg.ScrapeInterval)
	}
	if cfg.ScrapeTimeout <= 0 || cfg.ScrapeTimeout >= cfg.ScrapeInterval {
		return nil, fmt.Errorf("-timeout must be positive and shorter than -interval")
	}
	// ... existing code ...
