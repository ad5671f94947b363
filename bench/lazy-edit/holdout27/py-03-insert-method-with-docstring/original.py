"""A small thread-safe TTL cache used by the pricing service.

Entries expire ``ttl`` seconds after they were written. Expired entries are
purged lazily on access and eagerly by :meth:`TTLCache.sweep`.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from typing import Callable, Generic, Hashable, Optional, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class TTLCache(Generic[K, V]):
    """LRU cache whose entries also expire after a fixed time-to-live."""

    def __init__(self, maxsize: int = 1024, ttl: float = 300.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if maxsize <= 0:
            raise ValueError("maxsize must be positive")
        self._maxsize = maxsize
        self._ttl = ttl
        self._clock = clock
        self._data: "OrderedDict[K, tuple[float, V]]" = OrderedDict()
        self._lock = threading.RLock()

    def __len__(self) -> int:
        with self._lock:
            return len(self._data)

    def get(self, key: K, default: Optional[V] = None) -> Optional[V]:
        """Return the cached value for *key*, or *default* if absent/expired."""
        with self._lock:
            item = self._data.get(key)
            if item is None:
                return default
            expires_at, value = item
            if expires_at <= self._clock():
                del self._data[key]
                return default
            self._data.move_to_end(key)
            return value

    def set(self, key: K, value: V) -> None:
        """Store *value* under *key*, evicting the least recently used entry if full."""
        with self._lock:
            self._data[key] = (self._clock() + self._ttl, value)
            self._data.move_to_end(key)
            while len(self._data) > self._maxsize:
                self._data.popitem(last=False)

    def delete(self, key: K) -> bool:
        """Remove *key*. Returns True if it was present."""
        with self._lock:
            return self._data.pop(key, None) is not None

    def sweep(self) -> int:
        """Drop every expired entry and return how many were removed."""
        now = self._clock()
        with self._lock:
            stale = [k for k, (exp, _) in self._data.items() if exp <= now]
            for k in stale:
                del self._data[k]
            return len(stale)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
