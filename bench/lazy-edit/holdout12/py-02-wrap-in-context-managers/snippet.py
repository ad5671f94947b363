import csv
import logging
import sqlite3
import sys
from contextlib import closing
from datetime import date, timedelta

# ... existing code ...


def fetch_orders(start: date, end: date) -> list[tuple]:
    with closing(sqlite3.connect(DB_PATH)) as conn:
        cursor = conn.cursor()
        cursor.execute(QUERY, (start.isoformat(), end.isoformat()))
        rows = cursor.fetchall()
    logger.info("Fetched %d orders between %s and %s", len(rows), start, end)
    return rows


def write_csv(rows: list[tuple], path: str) -> None:
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["order_id", "created_at", "customer", "total", "status"])
        for order_id, created_at, customer, total_cents, status in rows:
            writer.writerow([order_id, created_at, customer, f"{total_cents / 100:.2f}", status])
    logger.info("Wrote %d rows to %s", len(rows), path)


# ... rest of the file unchanged ...
