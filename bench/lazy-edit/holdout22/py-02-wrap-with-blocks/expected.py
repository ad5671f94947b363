"""Nightly export of usage metrics to the analytics bucket."""

import contextlib
import csv
import datetime as dt
import logging
import os
import tempfile

import boto3
import psycopg2
from psycopg2.extras import RealDictCursor

log = logging.getLogger(__name__)

BUCKET = os.environ.get("METRICS_BUCKET", "acme-analytics-exports")
PREFIX = "usage/daily"

QUERY = """
    SELECT account_id,
           date_trunc('day', occurred_at) AS day,
           count(*) AS events,
           count(DISTINCT user_id) AS active_users
      FROM usage_events
     WHERE occurred_at >= %(start)s
       AND occurred_at < %(end)s
  GROUP BY account_id, day
  ORDER BY account_id
"""


def day_bounds(day):
    start = dt.datetime.combine(day, dt.time.min, tzinfo=dt.timezone.utc)
    return start, start + dt.timedelta(days=1)


def fetch_rows(conn, day):
    start, end = day_bounds(day)
    with conn.cursor(cursor_factory=RealDictCursor) as cur:
        cur.execute(QUERY, {"start": start, "end": end})
        return cur.fetchall()


def write_csv(rows, path):
    fieldnames = ["account_id", "day", "events", "active_users"]
    with open(path, "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=fieldnames)
        writer.writeheader()
        for row in rows:
            writer.writerow(row)


def upload(path, day):
    key = f"{PREFIX}/{day:%Y/%m/%d}/usage.csv"
    s3 = boto3.client("s3")
    s3.upload_file(path, BUCKET, key)
    log.info("uploaded %s to s3://%s/%s", path, BUCKET, key)
    return key


def run(day=None):
    day = day or (dt.date.today() - dt.timedelta(days=1))
    with contextlib.closing(psycopg2.connect(os.environ["DATABASE_URL"])) as conn:
        rows = fetch_rows(conn, day)
    log.info("fetched %d rows for %s", len(rows), day)
    with tempfile.TemporaryDirectory(prefix="usage-export-") as tmpdir:
        path = os.path.join(tmpdir, "usage.csv")
        write_csv(rows, path)
        key = upload(path, day)
    return key


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    run()
