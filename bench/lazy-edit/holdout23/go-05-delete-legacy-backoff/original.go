package retry

import (
	"context"
	"errors"
	"math/rand"
	"time"
)

// Policy describes how an operation is retried.
type Policy struct {
	MaxAttempts int
	BaseDelay   time.Duration
	MaxDelay    time.Duration
	// Jitter is the fraction (0..1) of random spread applied to each delay.
	Jitter float64
}

// DefaultPolicy is used by Do when a nil policy is passed.
var DefaultPolicy = Policy{MaxAttempts: 5, BaseDelay: 100 * time.Millisecond, MaxDelay: 5 * time.Second, Jitter: 0.2}

// Permanent wraps an error to signal that it must not be retried.
type Permanent struct{ Err error }

func (p *Permanent) Error() string { return p.Err.Error() }
func (p *Permanent) Unwrap() error { return p.Err }

// Do runs op until it succeeds, returns a Permanent error, the attempts are
// exhausted, or ctx is done.
func Do(ctx context.Context, p *Policy, op func(context.Context) error) error {
	if p == nil {
		p = &DefaultPolicy
	}
	var err error
	for attempt := 0; attempt < p.MaxAttempts; attempt++ {
		if err = op(ctx); err == nil {
			return nil
		}
		var perm *Permanent
		if errors.As(err, &perm) {
			return perm.Err
		}
		if attempt == p.MaxAttempts-1 {
			break
		}
		select {
		case <-ctx.Done():
			return errors.Join(ctx.Err(), err)
		case <-time.After(p.backoff(attempt)):
		}
	}
	return err
}

// legacyBackoff is the pre-1.4 linear schedule.
//
// Deprecated: kept only for the old CLI flag; use Policy.backoff.
func legacyBackoff(attempt int) time.Duration {
	return time.Duration(attempt+1) * 250 * time.Millisecond
}

func (p *Policy) backoff(attempt int) time.Duration {
	d := p.BaseDelay << attempt
	if d <= 0 || d > p.MaxDelay {
		d = p.MaxDelay
	}
	if p.Jitter > 0 {
		spread := float64(d) * p.Jitter
		d = time.Duration(float64(d) - spread + rand.Float64()*2*spread)
	}
	return d
}
