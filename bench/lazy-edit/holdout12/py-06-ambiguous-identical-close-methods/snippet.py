    # ... existing code ...

    def close(self) -> None:
        if self._pool is not None:
            logger.debug("closing connection pool")
            self._pool.close()
            self._pool = None

    def __enter__(self):
        return self

    # ... existing code ...
