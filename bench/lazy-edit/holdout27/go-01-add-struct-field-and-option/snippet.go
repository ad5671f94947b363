// ... existing code ...
type Limiter struct {
	mu         sync.Mutex
	rate       float64 // tokens per second
	burst      int
	buckets    map[string]*bucket
	now        func() time.Time
	maxBuckets int // 0 means unlimited
}

// ... existing code ...

// WithClock overrides the time source; intended for tests.
func WithClock(now func() time.Time) Option {
	return func(l *Limiter) { l.now = now }
}

// WithMaxBuckets caps the number of tracked keys. When the cap is reached,
// events for new keys are rejected until Cleanup frees space.
func WithMaxBuckets(n int) Option {
	return func(l *Limiter) { l.maxBuckets = n }
}

// ... existing code ...
	b, ok := l.buckets[key]
	if !ok {
		if l.maxBuckets > 0 && len(l.buckets) >= l.maxBuckets {
			return false
		}
		b = &bucket{tokens: float64(l.burst), last: now}
		l.buckets[key] = b
	}
// ... existing code ...
