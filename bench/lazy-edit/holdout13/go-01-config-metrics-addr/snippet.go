// ... existing code ...
type Config struct {
	ListenAddr      string
	MetricsAddr     string
	DatabaseURL     string
// ... existing code ...
	fs.StringVar(&cfg.ListenAddr, "listen", envOr("LISTEN_ADDR", ":8080"), "address to listen on")
	fs.StringVar(&cfg.MetricsAddr, "metrics-listen", envOr("METRICS_ADDR", ":9090"), "address for the Prometheus metrics endpoint (empty to disable)")
	fs.StringVar(&cfg.DatabaseURL, "database-url", envOr("DATABASE_URL", ""), "PostgreSQL connection string")
// ... existing code ...
	if c.MaxBodyBytes <= 0 {
		return errors.New("max body bytes must be positive")
	}
	if c.MetricsAddr != "" && c.MetricsAddr == c.ListenAddr {
		return errors.New("metrics address must differ from listen address")
	}
	return nil
}
