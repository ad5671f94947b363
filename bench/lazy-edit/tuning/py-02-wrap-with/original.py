import sqlite3


def count_users(path):
    conn = sqlite3.connect(path)
    cur = conn.execute("SELECT COUNT(*) FROM users")
    (n,) = cur.fetchone()
    conn.close()
    return n
