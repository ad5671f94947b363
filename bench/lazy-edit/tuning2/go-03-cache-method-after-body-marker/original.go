package cache

import (
	"sync"
	"time"
)

// Item is a cached value with an optional expiry.
type Item struct {
	Value     []byte
	ExpiresAt time.Time
}

func (it Item) expired(now time.Time) bool {
	return !it.ExpiresAt.IsZero() && now.After(it.ExpiresAt)
}

// MemoryStore is a goroutine-safe in-memory cache.
type MemoryStore struct {
	mu    sync.RWMutex
	items map[string]Item
	now   func() time.Time
}

// NewMemoryStore returns an empty store.
func NewMemoryStore() *MemoryStore {
	return &MemoryStore{items: make(map[string]Item), now: time.Now}
}

// Set stores value under key. A zero ttl means the item never expires.
func (s *MemoryStore) Set(key string, value []byte, ttl time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	it := Item{Value: value}
	if ttl > 0 {
		it.ExpiresAt = s.now().Add(ttl)
	}
	s.items[key] = it
}

// Get returns the value stored under key, if present and not expired.
func (s *MemoryStore) Get(key string) (Item, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	it, ok := s.items[key]
	if !ok || it.expired(s.now()) {
		return Item{}, false
	}
	return it, true
}

// Delete removes key from the store.
func (s *MemoryStore) Delete(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.items, key)
}

// Sweep drops all expired items and returns how many were removed.
func (s *MemoryStore) Sweep() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	removed := 0
	for k, it := range s.items {
		if it.expired(now) {
			delete(s.items, k)
			removed++
		}
	}
	return removed
}

// Len returns the number of items, including expired ones not yet swept.
func (s *MemoryStore) Len() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.items)
}
