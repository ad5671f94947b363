# ... existing code ...
        row = cursor.fetchone()
        if row is None:
            logger.info("user lookup missed")
            return None
        return {"id": row[0], "email": row[1], "name": row[2]}
# ... existing code ...
