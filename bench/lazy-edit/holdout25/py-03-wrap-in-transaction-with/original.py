"""Import nightly usage exports into the reporting database."""

import csv
import logging
from datetime import date, datetime
from pathlib import Path

import psycopg
from psycopg.rows import dict_row

from reporting.config import settings

log = logging.getLogger(__name__)

EXPORT_DIR = Path(settings.EXPORT_DIR)
BATCH_SIZE = 500

INSERT_SQL = """
    INSERT INTO usage_events (account_id, event_type, quantity, occurred_at)
    VALUES (%(account_id)s, %(event_type)s, %(quantity)s, %(occurred_at)s)
    ON CONFLICT (account_id, event_type, occurred_at) DO NOTHING
"""


def parse_row(row: dict) -> dict:
    return {
        "account_id": int(row["account"]),
        "event_type": row["type"].strip().lower(),
        "quantity": int(row.get("qty") or 1),
        "occurred_at": datetime.fromisoformat(row["timestamp"]),
    }


def export_path_for(day: date) -> Path:
    return EXPORT_DIR / f"usage-{day:%Y%m%d}.csv"


def import_day(conn: psycopg.Connection, day: date) -> int:
    path = export_path_for(day)
    if not path.exists():
        log.warning("no export for %s at %s", day, path)
        return 0

    inserted = 0
    batch = []
    with path.open(newline="") as fh:
        reader = csv.DictReader(fh)
        for row in reader:
            batch.append(parse_row(row))
            if len(batch) >= BATCH_SIZE:
                with conn.cursor() as cur:
                    cur.executemany(INSERT_SQL, batch)
                    inserted += cur.rowcount
                batch.clear()

    if batch:
        with conn.cursor() as cur:
            cur.executemany(INSERT_SQL, batch)
            inserted += cur.rowcount

    conn.commit()
    log.info("imported %d events for %s", inserted, day)
    return inserted


def main(days: list[date]) -> None:
    with psycopg.connect(settings.DATABASE_URL, row_factory=dict_row) as conn:
        total = 0
        for day in days:
            total += import_day(conn, day)
        log.info("done: %d events across %d days", total, len(days))
