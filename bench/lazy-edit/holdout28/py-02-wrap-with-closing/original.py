"""Export completed orders to a CSV file for the finance team."""

import csv
import logging
from datetime import date, datetime, timedelta
from pathlib import Path

import psycopg2
from psycopg2.extras import RealDictCursor

log = logging.getLogger(__name__)

COLUMNS = [
    "order_id",
    "placed_at",
    "customer_email",
    "currency",
    "subtotal",
    "tax",
    "total",
]

QUERY = """
    SELECT o.id AS order_id,
           o.placed_at,
           c.email AS customer_email,
           o.currency,
           o.subtotal,
           o.tax,
           o.total
      FROM orders o
      JOIN customers c ON c.id = o.customer_id
     WHERE o.status = 'completed'
       AND o.placed_at >= %(start)s
       AND o.placed_at < %(end)s
     ORDER BY o.placed_at
"""


def day_bounds(day: date) -> tuple[datetime, datetime]:
    start = datetime.combine(day, datetime.min.time())
    return start, start + timedelta(days=1)


def export_day(dsn: str, day: date, out_dir: Path) -> Path:
    start, end = day_bounds(day)
    out_path = out_dir / f"orders-{day.isoformat()}.csv"

    conn = psycopg2.connect(dsn)
    cur = conn.cursor(cursor_factory=RealDictCursor)
    cur.execute(QUERY, {"start": start, "end": end})
    rows = cur.fetchall()
    cur.close()
    conn.close()

    with out_path.open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=COLUMNS)
        writer.writeheader()
        for row in rows:
            writer.writerow({key: row[key] for key in COLUMNS})

    log.info("exported %d orders to %s", len(rows), out_path)
    return out_path


def export_range(dsn: str, first: date, last: date, out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    day = first
    while day <= last:
        paths.append(export_day(dsn, day, out_dir))
        day += timedelta(days=1)
    return paths


if __name__ == "__main__":
    import os
    import sys

    logging.basicConfig(level=logging.INFO)
    target = date.fromisoformat(sys.argv[1]) if len(sys.argv) > 1 else date.today() - timedelta(days=1)
    export_day(os.environ["DATABASE_URL"], target, Path("exports"))
