package hooks

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// Event is a single repository event delivered to hook endpoints.
type Event struct {
	ID      string          `json:"id"`
	Kind    string          `json:"kind"`
	RepoID  string          `json:"repo_id"`
	Payload json.RawMessage `json:"payload"`
	SentAt  time.Time       `json:"sent_at"`
}

// Client delivers events to a single hook endpoint.
type Client struct {
	endpoint   string
	secret     []byte
	httpClient *http.Client
	userAgent  string
	headers    map[string]string
}

// NewClient returns a client for endpoint signed with secret.
// Extra headers are sent with every request.
func NewClient(endpoint string, secret []byte, timeout time.Duration, headers map[string]string) *Client {
	return &Client{
		endpoint:   endpoint,
		secret:     secret,
		httpClient: &http.Client{Timeout: timeout},
		userAgent:  "grove-hooks/1",
		headers:    headers,
	}
}

// Send posts the event and returns the response status code.
func (c *Client) Send(ctx context.Context, ev Event) (int, error) {
	body, err := json.Marshal(ev)
	if err != nil {
		return 0, fmt.Errorf("encode event: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return 0, fmt.Errorf("build request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", c.userAgent)
	for key, value := range c.headers {
		req.Header.Set(key, value)
	}
	req.Header.Set("X-Grove-Event", ev.Kind)
	req.Header.Set("X-Grove-Signature", Sign(c.secret, body))
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return 0, fmt.Errorf("send event %s: %w", ev.ID, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return resp.StatusCode, fmt.Errorf("endpoint returned %s", resp.Status)
	}
	return resp.StatusCode, nil
}

// SendWithRetry retries Send with exponential backoff.
func (c *Client) SendWithRetry(ctx context.Context, ev Event, attempts int) (int, error) {
	var (
		status int
		err    error
	)
	delay := 250 * time.Millisecond
	for i := 0; i < attempts; i++ {
		status, err = c.Send(ctx, ev)
		if err == nil {
			return status, nil
		}
		if status >= 400 && status < 500 {
			return status, err
		}
		select {
		case <-ctx.Done():
			return status, ctx.Err()
		case <-time.After(delay):
		}
		delay *= 2
	}
	return status, err
}
