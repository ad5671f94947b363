import threading
import time
from dataclasses import dataclass


@dataclass
class Bucket:
    tokens: float
    updated_at: float


class RateLimiter:
    """Token-bucket rate limiter keyed by an arbitrary string (user id, IP, API key)."""

    def __init__(self, rate: float, capacity: int, clock=time.monotonic):
        if rate <= 0:
            raise ValueError("rate must be positive")
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.rate = rate
        self.capacity = capacity
        self._clock = clock
        self._buckets: dict[str, Bucket] = {}
        self._lock = threading.Lock()

    def _refill(self, bucket: Bucket, now: float) -> None:
        elapsed = now - bucket.updated_at
        if elapsed > 0:
            bucket.tokens = min(self.capacity, bucket.tokens + elapsed * self.rate)
            bucket.updated_at = now

    def allow(self, key: str, cost: float = 1.0) -> bool:
        now = self._clock()
        with self._lock:
            bucket = self._buckets.get(key)
            if bucket is None:
                bucket = Bucket(tokens=self.capacity, updated_at=now)
                self._buckets[key] = bucket
            self._refill(bucket, now)
            if bucket.tokens >= cost:
                bucket.tokens -= cost
                return True
            return False

    def retry_after(self, key: str, cost: float = 1.0) -> float:
        now = self._clock()
        with self._lock:
            bucket = self._buckets.get(key)
            if bucket is None:
                return 0.0
            self._refill(bucket, now)
            missing = cost - bucket.tokens
            return max(0.0, missing / self.rate)

    def reset(self, key: str) -> None:
        with self._lock:
            self._buckets.pop(key, None)

    def prune(self, idle_seconds: float = 3600.0) -> int:
        now = self._clock()
        with self._lock:
            stale = [key for key, bucket in self._buckets.items() if now - bucket.updated_at > idle_seconds]
            for key in stale:
                del self._buckets[key]
            return len(stale)
