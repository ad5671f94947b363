// ... existing code ...

// AllowN reports whether n tokens are available and consumes them if so.
func (b *Bucket) AllowN(n int) bool {
	// ... existing code ...
}

// Delay returns how long the caller must wait until n tokens are available.
func (b *Bucket) Delay(n int) time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	missing := float64(n) - b.tokens
	if missing <= 0 {
		return 0
	}
	return time.Duration(missing / b.rate * float64(time.Second))
}

// ... existing code ...

// Allow consumes a token from the bucket for key, creating it on first use.
func (l *Limiter) Allow(key string) bool {
	// ... existing code ...
	return b.Allow()
}

// Prune removes buckets that have been idle for longer than maxIdle.
func (l *Limiter) Prune(maxIdle time.Duration) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	removed := 0
	for key, b := range l.buckets {
		b.mu.Lock()
		idle := b.now().Sub(b.last)
		b.mu.Unlock()
		if idle > maxIdle {
			delete(l.buckets, key)
			removed++
		}
	}
	return removed
}
