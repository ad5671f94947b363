# ... existing code ...
    def try_acquire(self, tokens: int = 1) -> bool:
        with self._lock:
            now = time.monotonic()
            self._refill(now)
            if self._tokens >= tokens:
                self._tokens -= tokens
                return True
            return False

    def wait_time(self, tokens: int = 1) -> float:
        with self._lock:
            self._refill(time.monotonic())
            missing = tokens - self._tokens
        if missing <= 0:
            return 0.0
        return missing / self.rate
# ... existing code ...
