#!/usr/bin/env python3
"""Export rows from the analytics warehouse to CSV or JSON Lines."""

import argparse
import csv
import json
import os
import sys
from datetime import date, timedelta

import psycopg2
from psycopg2.extras import RealDictCursor

DEFAULT_DSN = os.environ.get("WAREHOUSE_DSN", "postgresql://readonly@warehouse.internal:5432/analytics")
DEFAULT_DAYS = 7
BATCH_SIZE = 5000

QUERY = """
    SELECT event_date, country, platform, sessions, conversions, revenue
    FROM daily_metrics
    WHERE event_date BETWEEN %(start)s AND %(end)s
    ORDER BY event_date, country, platform
"""


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dsn", default=DEFAULT_DSN, help="database connection string")
    parser.add_argument("--days", type=int, default=DEFAULT_DAYS, help="number of days to export")
    parser.add_argument("--end", type=date.fromisoformat, default=date.today(), help="last day (YYYY-MM-DD)")
    parser.add_argument("-o", "--output", default="-", help="output file, '-' for stdout")
    parser.add_argument("--format", choices=("csv", "jsonl"), default="csv", help="output format")
    return parser.parse_args(argv)


def fetch_rows(dsn, start, end):
    with psycopg2.connect(dsn) as conn:
        with conn.cursor(name="export", cursor_factory=RealDictCursor) as cur:
            cur.itersize = BATCH_SIZE
            cur.execute(QUERY, {"start": start, "end": end})
            for row in cur:
                yield row


def write_csv(rows, stream):
    writer = None
    count = 0
    for row in rows:
        if writer is None:
            writer = csv.DictWriter(stream, fieldnames=list(row.keys()))
            writer.writeheader()
        writer.writerow(row)
        count += 1
    return count


def write_jsonl(rows, stream):
    count = 0
    for row in rows:
        stream.write(json.dumps(row, default=str) + "\n")
        count += 1
    return count


def main(argv=None):
    args = parse_args(argv)
    start = args.end - timedelta(days=args.days - 1)
    rows = fetch_rows(args.dsn, start, args.end)
    write = write_jsonl if args.format == "jsonl" else write_csv
    if args.output == "-":
        count = write(rows, sys.stdout)
    else:
        with open(args.output, "w", newline="", encoding="utf-8") as fh:
            count = write(rows, fh)
    print(f"Exported {count} rows ({start} to {args.end})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
