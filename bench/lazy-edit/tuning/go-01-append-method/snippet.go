// ... existing code ...
func (s *Store) Put(k string, v int) {
	// ... existing code ...
}

func (s *Store) Delete(k string) {
	delete(s.items, k)
}
