import logging
import sqlite3

logger = logging.getLogger(__name__)


class UserRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def get_by_id(self, user_id: int) -> dict | None:
        cursor = self.conn.execute(
            "SELECT id, email, name FROM users WHERE id = ?", (user_id,)
        )
        row = cursor.fetchone()
        if row is None:
            return None
        return {"id": row[0], "email": row[1], "name": row[2]}

    def get_by_email(self, email: str) -> dict | None:
        cursor = self.conn.execute(
            "SELECT id, email, name FROM users WHERE email = ?", (email.lower(),)
        )
        row = cursor.fetchone()
        if row is None:
            return None
        return {"id": row[0], "email": row[1], "name": row[2]}

    def create(self, email: str, name: str) -> int:
        cursor = self.conn.execute(
            "INSERT INTO users (email, name) VALUES (?, ?)", (email.lower(), name)
        )
        self.conn.commit()
        return cursor.lastrowid
