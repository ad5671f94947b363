// ... existing code ...
func (s *MemoryStore) Get(key string) (Item, bool) {
	// ... existing code ...
}

// Touch refreshes the expiry of an existing item without changing its value.
func (s *MemoryStore) Touch(key string, ttl time.Duration) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	it, ok := s.items[key]
	if !ok || it.expired(s.now()) {
		return false
	}
	it.ExpiresAt = s.now().Add(ttl)
	s.items[key] = it
	return true
}

// ... existing code ...
