// ... existing code ...
	WriteTimeout    time.Duration
	IdleTimeout     time.Duration
	ShutdownTimeout time.Duration
// ... existing code ...
		WriteTimeout:    15 * time.Second,
		IdleTimeout:     60 * time.Second,
		ShutdownTimeout: 20 * time.Second,
// ... existing code ...
	if cfg.WriteTimeout, err = getDuration("WRITE_TIMEOUT", cfg.WriteTimeout); err != nil {
		return nil, err
	}
	if cfg.IdleTimeout, err = getDuration("IDLE_TIMEOUT", cfg.IdleTimeout); err != nil {
		return nil, err
	}
// ... existing code ...
