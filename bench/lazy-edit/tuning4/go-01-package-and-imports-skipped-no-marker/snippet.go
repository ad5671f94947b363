// Dispatcher delivers webhook events to registered endpoints.
type Dispatcher struct {
	client  *http.Client
	logger  *slog.Logger
	retries int
	backoff time.Duration
}

// NewDispatcher returns a Dispatcher with sane defaults.
func NewDispatcher(logger *slog.Logger) *Dispatcher {
	return &Dispatcher{
		client:  &http.Client{Timeout: 10 * time.Second},
		logger:  logger,
		retries: 3,
		backoff: 500 * time.Millisecond,
	}
}

// ... existing code ...

// Deliver sends the event, retrying on transient failures with exponential backoff.
func (d *Dispatcher) Deliver(ctx context.Context, req *http.Request) error {
	var lastErr error
	for attempt := 0; attempt <= d.retries; attempt++ {
		if attempt > 0 {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(d.backoff << (attempt - 1)):
			}
		}
		resp, err := d.client.Do(req.WithContext(ctx))
		if err != nil {
			lastErr = err
			d.logger.Warn("webhook delivery failed", "attempt", attempt, "err", err)
			continue
		}
		resp.Body.Close()
		if resp.StatusCode >= 500 {
			lastErr = fmt.Errorf("hooks: server error %d", resp.StatusCode)
			continue
		}
		if resp.StatusCode >= 400 {
			return fmt.Errorf("%w: status %d", ErrPermanent, resp.StatusCode)
		}
		return nil
	}
	return lastErr
}
