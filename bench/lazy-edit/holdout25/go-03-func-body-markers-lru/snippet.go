// ... existing code ...

// Set stores value under key, evicting the least recently used entry if needed.
func (c *LRU) Set(key string, value []byte) {
	// ... existing code ...
}

// Get returns the value for key and whether it was present and not expired.
// Expired entries are removed eagerly.
func (c *LRU) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()

	el, ok := c.items[key]
	if !ok {
		return nil, false
	}
	e := el.Value.(*entry)
	if c.ttl > 0 && c.now().After(e.expiresAt) {
		c.removeElement(el)
		return nil, false
	}
	c.ll.MoveToFront(el)
	return e.value, true
}

// Delete removes key from the cache.
func (c *LRU) Delete(key string) {
	// ... existing code ...
}

// ... existing code ...
