// ... existing code ...
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

// ... existing code ...
	req.Header.Set("User-Agent", c.userAgent)
	for key, value := range c.headers {
		req.Header.Set(key, value)
	}
	req.Header.Set("X-Grove-Event", ev.Kind)
// ... existing code ...
