// ... existing code ...

// LRU is a size-bounded, thread-safe least-recently-used cache with per-entry TTLs.
type LRU struct {
	mu       sync.Mutex
	capacity int
	ttl      time.Duration
	ll       *list.List
	items    map[string]*list.Element
	onEvict  func(key string, value []byte)
}

// ... existing code ...

// OnEvict registers a callback invoked whenever an entry is removed from the cache.
func (c *LRU) OnEvict(fn func(key string, value []byte)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.onEvict = fn
}

func (c *LRU) removeElement(el *list.Element) {
	c.ll.Remove(el)
	e := el.Value.(*entry)
	delete(c.items, e.key)
	if c.onEvict != nil {
		c.onEvict(e.key, e.value)
	}
}
