// ... existing code ...
	b.refill(l.now())
	return int(b.tokens)
}

// Prune removes buckets that have been idle for longer than idle and are
// full again, returning the number of buckets removed.
func (l *Limiter) Prune(idle time.Duration) int {
	l.mu.Lock()
	defer l.mu.Unlock()

	now := l.now()
	removed := 0
	for key, b := range l.buckets {
		idleFor := now.Sub(b.last)
		b.refill(now)
		if idleFor > idle && b.tokens >= b.capacity {
			delete(l.buckets, key)
			removed++
		}
	}
	return removed
}
