package store

type Store struct {
	items map[string]int
}

func (s *Store) Get(k string) (int, bool) {
	v, ok := s.items[k]
	return v, ok
}

func (s *Store) Put(k string, v int) {
	s.items[k] = v
}
