import time
from dataclasses import dataclass
from typing import Optional

import redis


@dataclass(frozen=True)
class BucketConfig:
    """Configuration for a token bucket.

    Attributes:
        capacity: maximum number of tokens the bucket can hold.
        refill_rate: tokens added per second.
    """

    capacity: int
    refill_rate: float


class TokenBucket:
    """Redis-backed token bucket rate limiter.

    Each key gets its own bucket. State is stored as a hash with the
    fields ``tokens`` and ``ts``.
    """

    def __init__(self, client: redis.Redis, config: BucketConfig, prefix: str = "rl"):
        self._client = client
        self._config = config
        self._prefix = prefix

    def _key(self, name: str) -> str:
        return f"{self._prefix}:{name}"

    def _load(self, name: str, now: float) -> float:
        """Return the current token count for ``name`` after refilling."""
        data = self._client.hgetall(self._key(name))
        if not data:
            return float(self._config.capacity)
        tokens = float(data[b"tokens"])
        last = float(data[b"ts"])
        elapsed = max(0.0, now - last)
        return min(self._config.capacity, tokens + elapsed * self._config.refill_rate)

    def _store(self, name: str, tokens: float, now: float) -> None:
        key = self._key(name)
        pipe = self._client.pipeline()
        pipe.hset(key, mapping={"tokens": tokens, "ts": now})
        pipe.expire(key, int(self._config.capacity / self._config.refill_rate) + 1)
        pipe.execute()

    def try_acquire(self, name: str, cost: int = 1, now: Optional[float] = None) -> bool:
        """Take ``cost`` tokens from the bucket if available.

        Returns True when the tokens were taken, False otherwise.
        """
        now = time.time() if now is None else now
        tokens = self._load(name, now)
        if tokens < cost:
            return False
        self._store(name, tokens - cost, now)
        return True

    def remaining(self, name: str, now: Optional[float] = None) -> int:
        """Return the whole number of tokens currently available."""
        now = time.time() if now is None else now
        return int(self._load(name, now))
