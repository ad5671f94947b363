// ... existing code ...
	ReadTimeout     time.Duration
	WriteTimeout    time.Duration
	IdleTimeout     time.Duration
	ShutdownTimeout time.Duration
	MaxBodyBytes    int64
}

// ... existing code ...
	if cfg.WriteTimeout, err = getDuration("WRITE_TIMEOUT", 10*time.Second); err != nil {
		return nil, err
	}
	if cfg.IdleTimeout, err = getDuration("IDLE_TIMEOUT", 60*time.Second); err != nil {
		return nil, err
	}
	// ... existing code ...
