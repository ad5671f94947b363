// ... existing code ...

// Limiter is a fixed-window rate limiter keyed by client identifier.
type Limiter struct {
	mu      sync.Mutex
	limit   int
	window  time.Duration
	buckets map[string]*bucket
	now     func() time.Time
	exempt  map[string]bool
}

// ... existing code ...

// New returns a limiter that allows limit requests per window.
// Keys listed in exempt are never limited.
func New(limit int, window time.Duration, exempt ...string) *Limiter {
	l := &Limiter{
		limit:   limit,
		window:  window,
		buckets: make(map[string]*bucket),
		now:     time.Now,
		exempt:  make(map[string]bool, len(exempt)),
	}
	for _, key := range exempt {
		l.exempt[key] = true
	}
	return l
}

// Allow reports whether a request from key may proceed and how many remain.
func (l *Limiter) Allow(key string) (bool, int, time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()

	now := l.now()
	if l.exempt[key] {
		return true, l.limit, now.Add(l.window)
	}
	b, ok := l.buckets[key]
	// ... existing code ...
}

// ... existing code ...
