"""Connection-pooled stores for the audit log."""

from __future__ import annotations

import logging
from contextlib import contextmanager
from typing import Iterator

import mysql.connector.pooling
import psycopg2.pool

log = logging.getLogger(__name__)


class PostgresStore:
    def __init__(self, dsn: str, min_size: int = 1, max_size: int = 10) -> None:
        self._dsn = dsn
        self._pool = psycopg2.pool.ThreadedConnectionPool(min_size, max_size, dsn)

    @contextmanager
    def connection(self) -> Iterator:
        conn = self._pool.getconn()
        try:
            yield conn
            conn.commit()
        except Exception:
            conn.rollback()
            raise
        finally:
            self._pool.putconn(conn)

    def append(self, actor: str, action: str, payload: str) -> None:
        with self.connection() as conn, conn.cursor() as cur:
            cur.execute(
                "INSERT INTO audit_log (actor, action, payload) VALUES (%s, %s, %s)",
                (actor, action, payload),
            )

    def close(self) -> None:
        if self._pool is not None:
            log.info("closing postgres pool")
            self._pool.closeall()
            self._pool = None


class MySQLStore:
    def __init__(self, host: str, user: str, password: str, database: str, size: int = 5) -> None:
        self._pool = mysql.connector.pooling.MySQLConnectionPool(
            pool_name="audit", pool_size=size, host=host, user=user, password=password, database=database
        )

    @contextmanager
    def connection(self) -> Iterator:
        conn = self._pool.get_connection()
        try:
            yield conn
            conn.commit()
        except Exception:
            conn.rollback()
            raise
        finally:
            conn.close()

    def append(self, actor: str, action: str, payload: str) -> None:
        with self.connection() as conn:
            cur = conn.cursor()
            try:
                cur.execute(
                    "INSERT INTO audit_log (actor, action, payload) VALUES (%s, %s, %s)",
                    (actor, action, payload),
                )
            finally:
                cur.close()

    def close(self) -> None:
        log.info("dropping mysql pool reference")
        self._pool = None
