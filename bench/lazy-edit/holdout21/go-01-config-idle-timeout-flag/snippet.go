// ... existing code ...
type config struct {
	addr            string
	databaseURL     string
	readTimeout     time.Duration
	writeTimeout    time.Duration
	idleTimeout     time.Duration
	shutdownTimeout time.Duration
	debug           bool
}

func parseFlags(args []string) (config, error) {
	// ... existing code ...
	fs.DurationVar(&cfg.writeTimeout, "write-timeout", 10*time.Second, "HTTP write timeout")
	fs.DurationVar(&cfg.idleTimeout, "idle-timeout", 120*time.Second, "HTTP keep-alive idle timeout")
	fs.DurationVar(&cfg.shutdownTimeout, "shutdown-timeout", 15*time.Second, "graceful shutdown timeout")
	// ... existing code ...
	srv := &http.Server{
		Addr:         cfg.addr,
		Handler:      web.NewRouter(db, logger),
		ReadTimeout:  cfg.readTimeout,
		WriteTimeout: cfg.writeTimeout,
		IdleTimeout:  cfg.idleTimeout,
	}
	// ... existing code ...
