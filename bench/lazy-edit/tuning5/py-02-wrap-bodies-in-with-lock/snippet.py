# ... existing code ...
    def __init__(self, window: float = 60.0) -> None:
        self.window = window
        self._events: deque[float] = deque()
        self._lock = threading.Lock()

    # ... existing code ...

    def record(self, when: float | None = None) -> None:
        now = time.monotonic() if when is None else when
        with self._lock:
            self._events.append(now)
            self._evict(now)

    def count(self) -> int:
        now = time.monotonic()
        with self._lock:
            self._evict(now)
            return len(self._events)

    # ... existing code ...

    def clear(self) -> None:
        with self._lock:
            self._events.clear()
