// ... existing code ...
type config struct {
	addr            string
	baseURL         string
	databaseURL     string
	// ... existing code ...
}

func parseFlags() config {
	var cfg config
	flag.StringVar(&cfg.addr, "addr", ":8080", "HTTP listen address")
	flag.StringVar(&cfg.baseURL, "base-url", "http://localhost:8080", "public base URL used in short links")
	// ... existing code ...
	srv := &http.Server{
		Addr:         cfg.addr,
		Handler:      api.NewRouter(db, logger, cfg.baseURL),
// ... existing code ...
