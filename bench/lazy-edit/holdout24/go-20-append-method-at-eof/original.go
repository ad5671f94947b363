// Package ratelimit implements a token-bucket limiter keyed by client ID.
package ratelimit

import (
	"sync"
	"time"
)

// Bucket is a single token bucket.
type Bucket struct {
	tokens   float64
	last     time.Time
	capacity float64
	rate     float64 // tokens per second
}

func (b *Bucket) refill(now time.Time) {
	elapsed := now.Sub(b.last).Seconds()
	if elapsed <= 0 {
		return
	}
	b.tokens += elapsed * b.rate
	if b.tokens > b.capacity {
		b.tokens = b.capacity
	}
	b.last = now
}

// Limiter holds one bucket per key.
type Limiter struct {
	mu       sync.Mutex
	buckets  map[string]*Bucket
	capacity float64
	rate     float64
	now      func() time.Time
}

// New returns a limiter allowing bursts of capacity and a sustained rate of
// perSecond requests per key.
func New(capacity int, perSecond float64) *Limiter {
	return &Limiter{
		buckets:  make(map[string]*Bucket),
		capacity: float64(capacity),
		rate:     perSecond,
		now:      time.Now,
	}
}

// Allow reports whether a request for key may proceed and consumes a token if so.
func (l *Limiter) Allow(key string) bool {
	return l.AllowN(key, 1)
}

// AllowN is like Allow but consumes n tokens.
func (l *Limiter) AllowN(key string, n int) bool {
	l.mu.Lock()
	defer l.mu.Unlock()

	now := l.now()
	b, ok := l.buckets[key]
	if !ok {
		b = &Bucket{tokens: l.capacity, last: now, capacity: l.capacity, rate: l.rate}
		l.buckets[key] = b
	}
	b.refill(now)
	if b.tokens < float64(n) {
		return false
	}
	b.tokens -= float64(n)
	return true
}

// Remaining returns the number of whole tokens currently available for key.
func (l *Limiter) Remaining(key string) int {
	l.mu.Lock()
	defer l.mu.Unlock()

	b, ok := l.buckets[key]
	if !ok {
		return int(l.capacity)
	}
	b.refill(l.now())
	return int(b.tokens)
}
