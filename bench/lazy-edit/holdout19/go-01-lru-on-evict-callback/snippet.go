// ... existing code ...

// LRU is a size-bounded, TTL-aware cache safe for concurrent use.
type LRU struct {
	mu       sync.Mutex
	capacity int
	ttl      time.Duration
	items    map[string]*list.Element
	order    *list.List
	onEvict  func(key string, value []byte)
}

// ... existing code ...

// Len returns the number of entries, including expired ones not yet evicted.
func (c *LRU) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}

// OnEvict registers a callback invoked whenever an entry is removed.
func (c *LRU) OnEvict(fn func(key string, value []byte)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.onEvict = fn
}

func (c *LRU) removeElement(el *list.Element) {
	c.order.Remove(el)
	e := el.Value.(*entry)
	delete(c.items, e.key)
	if c.onEvict != nil {
		c.onEvict(e.key, e.value)
	}
}
