#!/usr/bin/env python3
"""Export monthly usage metrics from the billing database to CSV."""

import argparse
import csv
import datetime as dt
import logging
import sys

import psycopg2
import psycopg2.extras

log = logging.getLogger("export_usage")

QUERY = """
    SELECT account_id, plan, SUM(units) AS units, SUM(amount_cents) AS amount_cents
    FROM usage_events
    WHERE occurred_at >= %(start)s AND occurred_at < %(end)s
    GROUP BY account_id, plan
    ORDER BY account_id
"""


def month_bounds(month: str) -> tuple[dt.date, dt.date]:
    start = dt.datetime.strptime(month, "%Y-%m").date()
    if start.month == 12:
        end = start.replace(year=start.year + 1, month=1)
    else:
        end = start.replace(month=start.month + 1)
    return start, end


def fetch_rows(dsn: str, start: dt.date, end: dt.date) -> list[dict]:
    conn = psycopg2.connect(dsn)
    try:
        with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
            cur.execute(QUERY, {"start": start, "end": end})
            return list(cur.fetchall())
    finally:
        conn.close()


def write_csv(rows: list[dict], path: str) -> int:
    with open(path, "w", newline="") as out:
        writer = csv.DictWriter(out, fieldnames=["account_id", "plan", "units", "amount"])
        writer.writeheader()
        count = 0
        for row in rows:
            writer.writerow(
                {
                    "account_id": row["account_id"],
                    "plan": row["plan"],
                    "units": row["units"],
                    "amount": f"{row['amount_cents'] / 100:.2f}",
                }
            )
            count += 1
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("month", help="month to export, e.g. 2024-05")
    parser.add_argument("--dsn", default="postgresql://localhost/billing")
    parser.add_argument("-o", "--output", default="usage.csv")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)

    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)
    start, end = month_bounds(args.month)
    log.info("exporting usage from %s to %s", start, end)
    rows = fetch_rows(args.dsn, start, end)
    count = write_csv(rows, args.output)
    log.info("wrote %d rows to %s", count, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
