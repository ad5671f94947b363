// Bucket is a token bucket limiter safe for concurrent use.
type Bucket struct {
	mu       sync.Mutex
	capacity float64
	tokens   float64
	rate     float64 // tokens per second
	last     time.Time
	clock    func() time.Time
}

// New returns a full bucket that refills at rate tokens per second.
func New(capacity int, rate float64) *Bucket {
	return &Bucket{
		capacity: float64(capacity),
		tokens:   float64(capacity),
		rate:     rate,
		last:     time.Now(),
		clock:    time.Now,
	}
}

// ... existing code ...
	b.refill(b.clock())
	if b.tokens < float64(n) {
// ... existing code ...
	defer b.mu.Unlock()
	b.refill(b.clock())
	return b.tokens
}
