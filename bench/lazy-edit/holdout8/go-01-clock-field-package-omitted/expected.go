package ratelimit

import (
	"sync"
	"time"
)

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

func (b *Bucket) refill(now time.Time) {
	elapsed := now.Sub(b.last).Seconds()
	b.tokens = min(b.capacity, b.tokens+elapsed*b.rate)
	b.last = now
}

// Allow reports whether n tokens can be taken now and takes them if so.
func (b *Bucket) Allow(n int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill(b.clock())
	if b.tokens < float64(n) {
		return false
	}
	b.tokens -= float64(n)
	return true
}

// Tokens returns the number of tokens currently available.
func (b *Bucket) Tokens() float64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill(b.clock())
	return b.tokens
}
