// ... existing code ...

type Dispatcher struct {
	Client      *http.Client
	MaxAttempts int
	Backoff     time.Duration
	Logger      *slog.Logger
}

func NewDispatcher(logger *slog.Logger) *Dispatcher {
	return &Dispatcher{
		Client:      &http.Client{Timeout: 10 * time.Second},
		MaxAttempts: 4,
		Backoff:     500 * time.Millisecond,
		Logger:      logger,
	}
}

func (d *Dispatcher) Send(ctx context.Context, url string, payload []byte) error {
	var lastErr error
	for attempt := 0; attempt < d.MaxAttempts; attempt++ {
		// ... existing code ...
		d.Logger.Warn("webhook delivery failed",
			"url", url,
			"attempt", attempt+1,
			"max_attempts", d.MaxAttempts,
			"err", lastErr)
	}
	return fmt.Errorf("webhook: giving up after %d attempts: %w", d.MaxAttempts, lastErr)
}

// ... existing code ...
