import threading
import time
from collections import deque


class SlidingWindowCounter:
    """Counts events that happened within the last ``window`` seconds."""

    def __init__(self, window: float = 60.0) -> None:
        self.window = window
        self._events: deque[float] = deque()
        self._lock = threading.Lock()

    def _evict(self, now: float) -> None:
        cutoff = now - self.window
        while self._events and self._events[0] < cutoff:
            self._events.popleft()

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

    def rate(self) -> float:
        """Events per second over the window."""
        return self.count() / self.window

    def clear(self) -> None:
        with self._lock:
            self._events.clear()
