// ... existing code ...
    /// Returns the number of stored elements.
    pub fn len(&self) -> usize {
        self.buf.len()
    }

    /// Returns `true` if the ring holds no elements.
    pub fn is_empty(&self) -> bool {
        self.buf.is_empty()
    }

    /// Iterates over the stored elements from oldest to newest.
    ///
    /// The iterator borrows the ring; it does not consume it.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        // ... existing code ...
