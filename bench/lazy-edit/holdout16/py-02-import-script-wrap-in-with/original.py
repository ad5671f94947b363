import csv
import logging
import os
import sys
from datetime import datetime

import psycopg2
from psycopg2.extras import execute_values

log = logging.getLogger(__name__)

BATCH_SIZE = 1000


def connect():
    return psycopg2.connect(
        host=os.environ.get("PGHOST", "localhost"),
        port=int(os.environ.get("PGPORT", "5432")),
        dbname=os.environ["PGDATABASE"],
        user=os.environ["PGUSER"],
        password=os.environ.get("PGPASSWORD"),
    )


def parse_row(row):
    return (
        row["sku"].strip(),
        row["name"].strip(),
        int(row["quantity"]),
        float(row["price"]),
        datetime.strptime(row["updated_at"], "%Y-%m-%d %H:%M:%S"),
    )


def read_rows(path):
    with open(path, newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        for lineno, row in enumerate(reader, start=2):
            try:
                yield parse_row(row)
            except (KeyError, ValueError) as exc:
                log.warning("skipping line %d: %s", lineno, exc)


def import_file(path):
    conn = connect()
    cur = conn.cursor()
    batch = []
    total = 0
    for record in read_rows(path):
        batch.append(record)
        if len(batch) >= BATCH_SIZE:
            upsert(cur, batch)
            total += len(batch)
            batch.clear()
    if batch:
        upsert(cur, batch)
        total += len(batch)
    conn.commit()
    cur.close()
    conn.close()
    log.info("imported %d rows from %s", total, path)
    return total


def upsert(cur, rows):
    execute_values(
        cur,
        """
        INSERT INTO inventory (sku, name, quantity, price, updated_at)
        VALUES %s
        ON CONFLICT (sku) DO UPDATE
        SET name = EXCLUDED.name,
            quantity = EXCLUDED.quantity,
            price = EXCLUDED.price,
            updated_at = EXCLUDED.updated_at
        WHERE inventory.updated_at < EXCLUDED.updated_at
        """,
        rows,
    )


def main(argv):
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    if len(argv) < 2:
        print(f"usage: {argv[0]} FILE [FILE ...]", file=sys.stderr)
        return 2
    for path in argv[1:]:
        import_file(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
