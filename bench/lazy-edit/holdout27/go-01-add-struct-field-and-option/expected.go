package ratelimit

import (
	"context"
	"sync"
	"time"
)

// Limiter is a token-bucket rate limiter keyed by an arbitrary string,
// typically a client IP or API key.
type Limiter struct {
	mu         sync.Mutex
	rate       float64 // tokens per second
	burst      int
	buckets    map[string]*bucket
	now        func() time.Time
	maxBuckets int // 0 means unlimited
}

type bucket struct {
	tokens float64
	last   time.Time
}

// Option configures a Limiter.
type Option func(*Limiter)

// WithClock overrides the time source; intended for tests.
func WithClock(now func() time.Time) Option {
	return func(l *Limiter) { l.now = now }
}

// WithMaxBuckets caps the number of tracked keys. When the cap is reached,
// events for new keys are rejected until Cleanup frees space.
func WithMaxBuckets(n int) Option {
	return func(l *Limiter) { l.maxBuckets = n }
}

// New returns a limiter that allows rate events per second with the given burst.
func New(rate float64, burst int, opts ...Option) *Limiter {
	l := &Limiter{
		rate:    rate,
		burst:   burst,
		buckets: make(map[string]*bucket),
		now:     time.Now,
	}
	for _, opt := range opts {
		opt(l)
	}
	return l
}

// Allow reports whether one event for key may happen now.
func (l *Limiter) Allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()

	now := l.now()
	b, ok := l.buckets[key]
	if !ok {
		if l.maxBuckets > 0 && len(l.buckets) >= l.maxBuckets {
			return false
		}
		b = &bucket{tokens: float64(l.burst), last: now}
		l.buckets[key] = b
	}

	elapsed := now.Sub(b.last).Seconds()
	b.tokens = min(float64(l.burst), b.tokens+elapsed*l.rate)
	b.last = now

	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// Cleanup removes idle buckets every interval until ctx is cancelled.
func (l *Limiter) Cleanup(ctx context.Context, interval time.Duration) {
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			l.mu.Lock()
			cutoff := l.now().Add(-interval)
			for k, b := range l.buckets {
				if b.last.Before(cutoff) {
					delete(l.buckets, k)
				}
			}
			l.mu.Unlock()
		}
	}
}
