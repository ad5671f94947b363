package webhook

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"time"
)

type Dispatcher struct {
	Client  *http.Client
	Retries int
	Backoff time.Duration
	Logger  *slog.Logger
}

func NewDispatcher(logger *slog.Logger) *Dispatcher {
	return &Dispatcher{
		Client:  &http.Client{Timeout: 10 * time.Second},
		Retries: 3,
		Backoff: 500 * time.Millisecond,
		Logger:  logger,
	}
}

func (d *Dispatcher) Send(ctx context.Context, url string, payload []byte) error {
	var lastErr error
	for attempt := 0; attempt <= d.Retries; attempt++ {
		if attempt > 0 {
			wait := d.Backoff * time.Duration(1<<(attempt-1))
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(wait):
			}
		}
		lastErr = d.post(ctx, url, payload)
		if lastErr == nil {
			return nil
		}
		d.Logger.Warn("webhook delivery failed",
			"url", url,
			"attempt", attempt+1,
			"retries", d.Retries,
			"err", lastErr)
	}
	return fmt.Errorf("webhook: giving up after %d retries: %w", d.Retries, lastErr)
}

func (d *Dispatcher) post(ctx context.Context, url string, payload []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := d.Client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("webhook: unexpected status %s", resp.Status)
	}
	return nil
}
