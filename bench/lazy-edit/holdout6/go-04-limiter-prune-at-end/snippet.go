// ...existing code...
	b.tokens--
	return true
}

// Prune removes buckets that have not been used for longer than maxIdle.
func (l *Limiter) Prune(maxIdle time.Duration) int {
	l.mu.Lock()
	defer l.mu.Unlock()

	cutoff := time.Now().Add(-maxIdle)
	removed := 0
	for key, b := range l.buckets {
		if b.lastSeen.Before(cutoff) {
			delete(l.buckets, key)
			removed++
		}
	}
	return removed
}
