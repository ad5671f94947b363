import csv
import logging
import sqlite3
import sys
from contextlib import closing
from datetime import date, timedelta

logger = logging.getLogger(__name__)

DB_PATH = "data/sales.db"

QUERY = """
    SELECT o.id, o.created_at, c.name, o.total_cents, o.status
    FROM orders o
    JOIN customers c ON c.id = o.customer_id
    WHERE date(o.created_at) BETWEEN ? AND ?
    ORDER BY o.created_at
"""


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


def main(argv: list[str]) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    days = int(argv[1]) if len(argv) > 1 else 7
    end = date.today()
    start = end - timedelta(days=days)
    rows = fetch_orders(start, end)
    if not rows:
        logger.warning("No orders found, nothing to export")
        return 1
    write_csv(rows, f"report-{start:%Y%m%d}-{end:%Y%m%d}.csv")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
