"""Nightly export of per-tenant usage counters to CSV.

Run from cron:

    python -m etl.export_usage --date 2024-01-31 --out /var/exports
"""

import argparse
import csv
import logging
import os
from datetime import date, datetime, timedelta

import psycopg2

log = logging.getLogger(__name__)

USAGE_QUERY = """
    SELECT tenant_id, metric, SUM(amount) AS total
    FROM usage_events
    WHERE occurred_at >= %s AND occurred_at < %s
    GROUP BY tenant_id, metric
    ORDER BY tenant_id, metric
"""


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--date", type=date.fromisoformat, default=date.today() - timedelta(days=1))
    parser.add_argument("--out", default=os.environ.get("EXPORT_DIR", "/var/exports"))
    parser.add_argument("--dsn", default=os.environ.get("DATABASE_URL"))
    return parser.parse_args(argv)


def export_day(conn, day, out_dir):
    start = datetime.combine(day, datetime.min.time())
    end = start + timedelta(days=1)
    path = os.path.join(out_dir, f"usage-{day.isoformat()}.csv")

    cur = conn.cursor()
    cur.execute(USAGE_QUERY, (start, end))
    rows = cur.fetchall()
    log.info("fetched %d usage rows for %s", len(rows), day)

    with open(path, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["tenant_id", "metric", "total"])
        for tenant_id, metric, total in rows:
            writer.writerow([tenant_id, metric, total])
    cur.close()

    return path, len(rows)


def main(argv=None):
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    args = parse_args(argv)
    if not args.dsn:
        raise SystemExit("DATABASE_URL or --dsn is required")

    os.makedirs(args.out, exist_ok=True)
    conn = psycopg2.connect(args.dsn)
    try:
        path, count = export_day(conn, args.date, args.out)
    finally:
        conn.close()
    log.info("wrote %d rows to %s", count, path)


if __name__ == "__main__":
    main()
