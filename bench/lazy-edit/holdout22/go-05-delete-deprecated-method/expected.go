package cache

import (
	"container/list"
	"errors"
	"sync"
	"time"
)

// ErrNotFound is returned when a key is missing or expired.
var ErrNotFound = errors.New("cache: not found")

type entry struct {
	key       string
	value     []byte
	expiresAt time.Time
}

// LRU is a size-bounded, TTL-aware least-recently-used cache.
type LRU struct {
	mu       sync.Mutex
	capacity int
	ttl      time.Duration
	ll       *list.List
	items    map[string]*list.Element
	now      func() time.Time
}

// New creates an LRU holding at most capacity entries.
func New(capacity int, ttl time.Duration) *LRU {
	return &LRU{
		capacity: capacity,
		ttl:      ttl,
		ll:       list.New(),
		items:    make(map[string]*list.Element, capacity),
		now:      time.Now,
	}
}

// Get returns the value for key, promoting it to most recently used.
func (c *LRU) Get(key string) ([]byte, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		return nil, ErrNotFound
	}
	e := el.Value.(*entry)
	if c.ttl > 0 && c.now().After(e.expiresAt) {
		c.removeElement(el)
		return nil, ErrNotFound
	}
	c.ll.MoveToFront(el)
	return e.value, nil
}

// Set stores value under key, evicting the least recently used entry if full.
func (c *LRU) Set(key string, value []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		e := el.Value.(*entry)
		e.value = value
		e.expiresAt = c.now().Add(c.ttl)
		c.ll.MoveToFront(el)
		return
	}
	el := c.ll.PushFront(&entry{key: key, value: value, expiresAt: c.now().Add(c.ttl)})
	c.items[key] = el
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

// Len reports the number of entries, including expired ones not yet evicted.
func (c *LRU) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ll.Len()
}

func (c *LRU) removeElement(el *list.Element) {
	c.ll.Remove(el)
	delete(c.items, el.Value.(*entry).key)
}
