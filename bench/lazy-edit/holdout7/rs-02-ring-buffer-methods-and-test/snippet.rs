// ... existing code ...
    pub fn pop_front(&mut self) -> Option<T> {
        // ... existing code ...
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
        // ... existing code ...
    }
}

#[cfg(test)]
mod tests {
    // ... existing code ...

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
