import logging
from abc import ABC, abstractmethod
from typing import Any

import psycopg_pool
import redis

logger = logging.getLogger(__name__)


class Backend(ABC):
    @abstractmethod
    def get(self, key: str) -> Any: ...

    @abstractmethod
    def set(self, key: str, value: Any) -> None: ...

    @abstractmethod
    def close(self) -> None: ...


class PostgresBackend(Backend):
    def __init__(self, dsn: str, max_size: int = 10):
        self._pool = psycopg_pool.ConnectionPool(dsn, max_size=max_size)

    def get(self, key: str) -> Any:
        with self._pool.connection() as conn:
            row = conn.execute("SELECT value FROM kv WHERE key = %s", (key,)).fetchone()
            return row[0] if row else None

    def set(self, key: str, value: Any) -> None:
        with self._pool.connection() as conn:
            conn.execute(
                "INSERT INTO kv (key, value) VALUES (%s, %s) "
                "ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
                (key, value),
            )

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()


class RedisBackend(Backend):
    def __init__(self, url: str, max_size: int = 10):
        self._pool = redis.ConnectionPool.from_url(url, max_connections=max_size)
        self._client = redis.Redis(connection_pool=self._pool)

    def get(self, key: str) -> Any:
        return self._client.get(key)

    def set(self, key: str, value: Any) -> None:
        self._client.set(key, value)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()
