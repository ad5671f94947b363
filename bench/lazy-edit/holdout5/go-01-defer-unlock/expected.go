package cache

import "sync"

type Cache struct {
	mu   sync.Mutex
	data map[string]string
}

func (c *Cache) Get(k string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.data[k]
	return v, ok
}

func (c *Cache) Set(k, v string) {
	c.mu.Lock()
	c.data[k] = v
	c.mu.Unlock()
}
