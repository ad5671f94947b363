// Package ratelimit implements a token bucket limiter keyed by client ID.
package ratelimit

import (
	"sync"
	"time"
)

// Bucket is a single token bucket. It is safe for concurrent use.
type Bucket struct {
	mu       sync.Mutex
	capacity float64
	tokens   float64
	rate     float64 // tokens per second
	last     time.Time
	now      func() time.Time
}

// NewBucket returns a full bucket that refills at rate tokens per second.
func NewBucket(capacity int, rate float64) *Bucket {
	return &Bucket{
		capacity: float64(capacity),
		tokens:   float64(capacity),
		rate:     rate,
		last:     time.Now(),
		now:      time.Now,
	}
}

func (b *Bucket) refill() {
	now := b.now()
	elapsed := now.Sub(b.last).Seconds()
	b.last = now
	b.tokens += elapsed * b.rate
	if b.tokens > b.capacity {
		b.tokens = b.capacity
	}
}

// Allow reports whether a single token is available and consumes it.
func (b *Bucket) Allow() bool {
	return b.AllowN(1)
}

// AllowN reports whether n tokens are available and consumes them if so.
func (b *Bucket) AllowN(n int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	if b.tokens < float64(n) {
		return false
	}
	b.tokens -= float64(n)
	return true
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

// Limiter holds one bucket per key.
type Limiter struct {
	mu       sync.Mutex
	buckets  map[string]*Bucket
	capacity int
	rate     float64
}

// NewLimiter creates a Limiter whose buckets share the same capacity and rate.
func NewLimiter(capacity int, rate float64) *Limiter {
	return &Limiter{
		buckets:  make(map[string]*Bucket),
		capacity: capacity,
		rate:     rate,
	}
}

// Allow consumes a token from the bucket for key, creating it on first use.
func (l *Limiter) Allow(key string) bool {
	l.mu.Lock()
	b, ok := l.buckets[key]
	if !ok {
		b = NewBucket(l.capacity, l.rate)
		l.buckets[key] = b
	}
	l.mu.Unlock()
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
