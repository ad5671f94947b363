/// A fixed-capacity ring buffer that overwrites the oldest element when full.
#[derive(Debug, Clone)]
pub struct RingBuffer<T> {
    buf: Vec<Option<T>>,
    head: usize,
    len: usize,
}

impl<T> RingBuffer<T> {
    pub fn with_capacity(capacity: usize) -> Self {
        assert!(capacity > 0, "capacity must be non-zero");
        let mut buf = Vec::with_capacity(capacity);
        buf.resize_with(capacity, || None);
        Self { buf, head: 0, len: 0 }
    }

    pub fn capacity(&self) -> usize {
        self.buf.len()
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn push(&mut self, value: T) -> Option<T> {
        let idx = (self.head + self.len) % self.capacity();
        if self.len == self.capacity() {
            let old = self.buf[self.head].replace(value);
            self.head = (self.head + 1) % self.capacity();
            old
        } else {
            self.buf[idx] = Some(value);
            self.len += 1;
            None
        }
    }

    pub fn pop_front(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        let value = self.buf[self.head].take();
        self.head = (self.head + 1) % self.capacity();
        self.len -= 1;
        value
    }

    pub fn back(&self) -> Option<&T> {
        if self.len == 0 {
            return None;
        }
        let idx = (self.head + self.len - 1) % self.capacity();
        self.buf[idx].as_ref()
    }

    pub fn clear(&mut self) {
        self.buf.iter_mut().for_each(|slot| *slot = None);
        self.head = 0;
        self.len = 0;
    }

    pub fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        (0..self.len).filter_map(move |i| self.buf[(self.head + i) % self.capacity()].as_ref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overwrites_oldest_when_full() {
        let mut rb = RingBuffer::with_capacity(2);
        assert_eq!(rb.push(1), None);
        assert_eq!(rb.push(2), None);
        assert_eq!(rb.push(3), Some(1));
        assert_eq!(rb.iter().copied().collect::<Vec<_>>(), vec![2, 3]);
    }

    #[test]
    fn back_returns_newest() {
        let mut rb = RingBuffer::with_capacity(3);
        assert_eq!(rb.back(), None);
        rb.push('a');
        rb.push('b');
        assert_eq!(rb.back(), Some(&'b'));
        rb.clear();
        assert!(rb.is_empty());
    }
}
