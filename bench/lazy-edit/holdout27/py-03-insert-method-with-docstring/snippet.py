# ... existing code ...
class TTLCache(Generic[K, V]):
    # ... existing methods ...

    def set(self, key: K, value: V) -> None:
        """Store *value* under *key*, evicting the least recently used entry if full."""
        with self._lock:
            self._data[key] = (self._clock() + self._ttl, value)
            self._data.move_to_end(key)
            while len(self._data) > self._maxsize:
                self._data.popitem(last=False)

    def get_or_set(self, key: K, factory: Callable[[], V]) -> V:
        """Return the cached value for *key*, computing and storing it if missing.

        The factory runs while the lock is held, so concurrent callers for the
        same key never compute the value twice.
        """
        with self._lock:
            sentinel = object()
            value = self.get(key, sentinel)  # type: ignore[arg-type]
            if value is sentinel:
                value = factory()
                self.set(key, value)
            return value  # type: ignore[return-value]

    def delete(self, key: K) -> bool:
    # ... existing methods ...
