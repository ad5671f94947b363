// ... existing code ...
	WriteTimeout    time.Duration
	ShutdownTimeout time.Duration
	MaxBodyBytes    int64
	Debug           bool
}
// ... existing code ...
	cfg.MaxConns = maxConns

	maxBody, err := strconv.ParseInt(getenv("INGEST_MAX_BODY_BYTES", "1048576"), 10, 64)
	if err != nil || maxBody <= 0 {
		return nil, fmt.Errorf("INGEST_MAX_BODY_BYTES: must be a positive integer")
	}
	cfg.MaxBodyBytes = maxBody

	if cfg.ReadTimeout, err = durationEnv("INGEST_READ_TIMEOUT", 5*time.Second); err != nil {
// ... existing code ...
