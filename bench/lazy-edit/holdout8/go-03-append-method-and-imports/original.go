package metrics

import (
	"sync"
)

// Counter is a set of named monotonically increasing counters.
type Counter struct {
	mu     sync.RWMutex
	values map[string]uint64
}

func NewCounter() *Counter {
	return &Counter{values: make(map[string]uint64)}
}

func (c *Counter) Inc(name string) {
	c.Add(name, 1)
}

func (c *Counter) Add(name string, delta uint64) {
	c.mu.Lock()
	c.values[name] += delta
	c.mu.Unlock()
}

func (c *Counter) Get(name string) uint64 {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.values[name]
}

// Snapshot returns a copy of all counters.
func (c *Counter) Snapshot() map[string]uint64 {
	c.mu.RLock()
	defer c.mu.RUnlock()
	out := make(map[string]uint64, len(c.values))
	for k, v := range c.values {
		out[k] = v
	}
	return out
}
