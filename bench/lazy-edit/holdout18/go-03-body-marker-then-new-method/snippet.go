// ... existing code ...

func (c *LRU) Delete(key string) bool {
	// ... existing code ...
}

// Stats returns the number of cache hits and misses since creation.
func (c *LRU) Stats() (hits, misses uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits, c.misses
}

// Purge removes all entries from the cache.
func (c *LRU) Purge() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ll.Init()
	c.items = make(map[string]*list.Element, c.capacity)
}

func (c *LRU) Len() int {
	// ... existing code ...
}

// ... existing code ...
