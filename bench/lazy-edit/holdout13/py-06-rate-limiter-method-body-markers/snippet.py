# ... existing code ...

    def allow(self, key: str, cost: float = 1.0) -> bool:
        # ... existing code ...

    def remaining(self, key: str) -> int:
        now = self._clock()
        with self._lock:
            bucket = self._buckets.get(key)
            if bucket is None:
                return self.capacity
            self._refill(bucket, now)
            return int(bucket.tokens)

    def retry_after(self, key: str, cost: float = 1.0) -> float:
        # ... existing code ...

    def reset(self, key: str) -> None:
        # ... existing code ...

    def prune(self, idle_seconds: float = 3600.0) -> int:
        # ... existing code ...

    def __len__(self) -> int:
        with self._lock:
            return len(self._buckets)
