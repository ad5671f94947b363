use std::collections::VecDeque;

/// A fixed-capacity ring buffer that overwrites the oldest element.
pub struct Ring<T> {
    buf: VecDeque<T>,
    cap: usize,
}

impl<T> Ring<T> {
    /// Creates an empty ring that holds at most `cap` elements.
    pub fn new(cap: usize) -> Self {
        assert!(cap > 0, "capacity must be positive");
        Self {
            buf: VecDeque::with_capacity(cap),
            cap,
        }
    }

    /// Pushes a value, returning the evicted element if the ring was full.
    pub fn push(&mut self, value: T) -> Option<T> {
        let evicted = if self.buf.len() == self.cap {
            self.buf.pop_front()
        } else {
            None
        };
        self.buf.push_back(value);
        evicted
    }

    /// Returns the number of stored elements.
    pub fn len(&self) -> usize {
        self.buf.len()
    }

    /// Returns the number of stored elements.
    pub fn size(&self) -> usize {
        self.len()
    }

    /// Returns `true` if the ring holds no elements.
    pub fn is_empty(&self) -> bool {
        self.buf.is_empty()
    }

    /// Iterates from oldest to newest.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.buf.iter()
    }
}
