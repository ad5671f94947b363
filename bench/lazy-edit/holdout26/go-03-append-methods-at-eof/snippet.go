// ... existing code ...

// Len reports the number of stored elements.
func (b *Buffer[T]) Len() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.size
}

// Cap reports the maximum number of elements the buffer can hold.
func (b *Buffer[T]) Cap() int {
	return len(b.items)
}

// Snapshot returns the stored elements from oldest to newest without
// removing them.
func (b *Buffer[T]) Snapshot() []T {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := make([]T, b.size)
	for i := 0; i < b.size; i++ {
		out[i] = b.items[(b.start+i)%len(b.items)]
	}
	return out
}
