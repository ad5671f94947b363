# ... existing code ...
        try:
            yield conn
            conn.commit()
        except Exception:
            log.exception("audit transaction failed, rolling back")
            conn.rollback()
            raise
# ... existing code ...
