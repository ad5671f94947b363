# ... existing code ...

def import_readings(conn: sqlite3.Connection, rows: list[dict]) -> int:
    inserted = 0
    with conn:
        cur = conn.cursor()
        for row in rows:
            try:
                value = float(row["value"])
            except (KeyError, ValueError):
                log.warning("skipping malformed row: %r", row)
                continue
            cur.execute(
                "INSERT OR IGNORE INTO readings (sensor_id, taken_at, value) VALUES (?, ?, ?)",
                (row["sensor"], row["timestamp"], value),
            )
            inserted += cur.rowcount
    log.info("imported %d of %d readings", inserted, len(rows))
    return inserted

# ... existing code ...
