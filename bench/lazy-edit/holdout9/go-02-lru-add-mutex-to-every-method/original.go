package cache

import (
	"container/list"
	"time"
)

type entry struct {
	key       string
	value     []byte
	expiresAt time.Time
}

// LRU is a size-bounded least-recently-used cache with per-entry TTLs.
type LRU struct {
	capacity int
	ttl      time.Duration
	items    map[string]*list.Element
	order    *list.List
	now      func() time.Time
}

func NewLRU(capacity int, ttl time.Duration) *LRU {
	return &LRU{
		capacity: capacity,
		ttl:      ttl,
		items:    make(map[string]*list.Element, capacity),
		order:    list.New(),
		now:      time.Now,
	}
}

func (c *LRU) Get(key string) ([]byte, bool) {
	el, ok := c.items[key]
	if !ok {
		return nil, false
	}
	e := el.Value.(*entry)
	if c.now().After(e.expiresAt) {
		c.removeElement(el)
		return nil, false
	}
	c.order.MoveToFront(el)
	return e.value, true
}

func (c *LRU) Set(key string, value []byte) {
	if el, ok := c.items[key]; ok {
		e := el.Value.(*entry)
		e.value = value
		e.expiresAt = c.now().Add(c.ttl)
		c.order.MoveToFront(el)
		return
	}
	el := c.order.PushFront(&entry{key: key, value: value, expiresAt: c.now().Add(c.ttl)})
	c.items[key] = el
	if c.order.Len() > c.capacity {
		c.removeElement(c.order.Back())
	}
}

func (c *LRU) Delete(key string) bool {
	el, ok := c.items[key]
	if !ok {
		return false
	}
	c.removeElement(el)
	return true
}

func (c *LRU) Len() int {
	return c.order.Len()
}

func (c *LRU) removeElement(el *list.Element) {
	c.order.Remove(el)
	delete(c.items, el.Value.(*entry).key)
}
