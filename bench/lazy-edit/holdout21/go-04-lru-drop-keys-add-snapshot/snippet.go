// ... existing code ...
	if c.ll.Len() > c.capacity {
		c.removeElement(c.ll.Back())
	}
}

func (c *LRU[K, V]) Delete(key K) bool {
// ... existing code ...
func (c *LRU[K, V]) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ll.Len()
}

// Snapshot returns the live keys from most to least recently used.
func (c *LRU[K, V]) Snapshot() []K {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	keys := make([]K, 0, len(c.items))
	for el := c.ll.Front(); el != nil; el = el.Next() {
		e := el.Value.(*entry[K, V])
		if c.ttl <= 0 || !now.After(e.expiresAt) {
			keys = append(keys, e.key)
		}
	}
	return keys
}

// … rest of the file …
