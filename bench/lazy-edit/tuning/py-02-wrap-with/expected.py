import sqlite3
from contextlib import closing


def count_users(path):
    with closing(sqlite3.connect(path)) as conn:
        cur = conn.execute("SELECT COUNT(*) FROM users")
        (n,) = cur.fetchone()
    return n
