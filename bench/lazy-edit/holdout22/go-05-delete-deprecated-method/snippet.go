// ... existing code ...
	if c.ll.Len() > c.capacity {
		c.removeElement(c.ll.Back())
	}
}

// Delete removes key if present.
func (c *LRU) Delete(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.removeElement(el)
	}
}

// Purge removes all entries.
func (c *LRU) Purge() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ll.Init()
	c.items = make(map[string]*list.Element, c.capacity)
}
// ... existing code ...
