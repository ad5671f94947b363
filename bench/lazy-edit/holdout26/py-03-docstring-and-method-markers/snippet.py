# ... existing code ...

    def _store(self, name: str, tokens: float, now: float) -> None:
        # ... existing code ...

    def try_acquire(self, name: str, cost: int = 1, now: Optional[float] = None) -> bool:
        """Take ``cost`` tokens from the bucket if available.

        Returns True when the tokens were taken, False otherwise.

        Raises:
            ValueError: if ``cost`` is not positive or exceeds the capacity.
        """
        if cost <= 0 or cost > self._config.capacity:
            raise ValueError(f"cost must be between 1 and {self._config.capacity}, got {cost}")
        now = time.time() if now is None else now
        # ... existing code ...

    def remaining(self, name: str, now: Optional[float] = None) -> int:
        """Return the whole number of tokens currently available."""
        now = time.time() if now is None else now
        return int(self._load(name, now))

    def reset(self, name: str) -> None:
        """Forget all state for ``name`` so the next call sees a full bucket."""
        self._client.delete(self._key(name))
