// ... existing code ...
	now      func() time.Time

	hits, misses, evictions uint64
}

// ... existing code ...
func (c *LRU[K, V]) Set(key K, value V) {
	// ... existing code ...
	if c.ll.Len() > c.capacity {
		c.removeElement(c.ll.Back())
		c.evictions++
	}
}

// Stats reports cache hit, miss and eviction counters.
func (c *LRU[K, V]) Stats() (hits, misses, evictions uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits, c.misses, c.evictions
}

// ... existing code ...
