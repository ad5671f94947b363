// ... existing code ...
type Config struct {
	ListenAddr      string
	DatabaseURL     string
	MaxDBConns      int
	ReadTimeout     time.Duration
	// ... existing code ...
}

// ... existing code ...
	fs.StringVar(&cfg.DatabaseURL, "database-url", os.Getenv("DATABASE_URL"), "PostgreSQL connection string")
	fs.IntVar(&cfg.MaxDBConns, "max-db-conns", envInt("API_MAX_DB_CONNS", 10), "maximum open database connections")
	// ... existing code ...

func (c *Config) validate() error {
	if c.DatabaseURL == "" {
		return errors.New("database URL is required (-database-url or DATABASE_URL)")
	}
	if c.MaxDBConns < 1 {
		return errors.New("max-db-conns must be at least 1")
	}
	// ... existing code ...
}

// ... existing code ...

func envBool(key string, fallback bool) bool {
	// ... existing code ...
}

func envInt(key string, fallback int) int {
	if v, ok := os.LookupEnv(key); ok {
		if n, err := strconv.Atoi(v); err == nil {
			return n
		}
	}
	return fallback
}
