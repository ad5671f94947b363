package cache

import (
	"container/list"
	"sync"
	"time"
)

// ... existing code ...

// LRU is a size-bounded least-recently-used cache with per-entry TTLs.
// It is safe for concurrent use.
type LRU struct {
	mu       sync.Mutex
	capacity int
	// ... existing code ...
}

// ... existing code ...

func (c *LRU) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	// ... existing code ...
}

func (c *LRU) Set(key string, value []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
	// ... existing code ...
}

func (c *LRU) Delete(key string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	// ... existing code ...
}

func (c *LRU) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}

// ... existing code ...
