// Package ring implements a fixed-capacity ring buffer.
package ring

import "sync"

// Buffer is a goroutine-safe ring buffer that overwrites the oldest
// element once it is full.
type Buffer[T any] struct {
	mu    sync.Mutex
	items []T
	start int
	size  int
}

// New returns a Buffer that holds at most capacity elements.
func New[T any](capacity int) *Buffer[T] {
	if capacity <= 0 {
		panic("ring: capacity must be positive")
	}
	return &Buffer[T]{items: make([]T, capacity)}
}

// Push appends v, evicting the oldest element when the buffer is full.
func (b *Buffer[T]) Push(v T) {
	b.mu.Lock()
	defer b.mu.Unlock()
	end := (b.start + b.size) % len(b.items)
	b.items[end] = v
	if b.size < len(b.items) {
		b.size++
		return
	}
	b.start = (b.start + 1) % len(b.items)
}

// Pop removes and returns the oldest element.
func (b *Buffer[T]) Pop() (T, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	var zero T
	if b.size == 0 {
		return zero, false
	}
	v := b.items[b.start]
	b.items[b.start] = zero
	b.start = (b.start + 1) % len(b.items)
	b.size--
	return v, true
}

// Len reports the number of stored elements.
func (b *Buffer[T]) Len() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.size
}
