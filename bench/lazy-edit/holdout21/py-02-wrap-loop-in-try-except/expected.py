#!/usr/bin/env python3
"""Sync product inventory from the warehouse CSV export into the catalog API."""

import argparse
import csv
import json
import logging
import sys
import time
from pathlib import Path

import requests

log = logging.getLogger("inventory_sync")

CATALOG_URL = "https://catalog.internal.example.com/api/v2"
BATCH_SIZE = 200


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("csv_path", type=Path, help="warehouse export file")
    parser.add_argument("--token", required=True, help="catalog API token")
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def read_rows(path):
    with path.open(newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh)
        for row in reader:
            sku = row["SKU"].strip()
            if not sku:
                continue
            yield {
                "sku": sku,
                "quantity": int(row["QTY_ON_HAND"] or 0),
                "location": row.get("BIN", "").strip() or None,
            }


def chunks(items, size):
    batch = []
    for item in items:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def push_batch(session, batch, dry_run=False):
    if dry_run:
        log.info("dry run: would update %d items", len(batch))
        return
    response = session.post(f"{CATALOG_URL}/inventory/bulk", data=json.dumps(batch), timeout=30)
    response.raise_for_status()
    log.debug("updated %d items", len(batch))


def main(argv=None):
    args = parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(message)s",
    )
    session = requests.Session()
    session.headers.update({"Authorization": f"Bearer {args.token}", "Content-Type": "application/json"})

    started = time.monotonic()
    total = 0
    try:
        for batch in chunks(read_rows(args.csv_path), BATCH_SIZE):
            push_batch(session, batch, dry_run=args.dry_run)
            total += len(batch)
    except FileNotFoundError:
        log.error("input file not found: %s", args.csv_path)
        return 2
    except requests.HTTPError as exc:
        log.error("catalog API rejected a batch after %d items: %s", total, exc)
        return 1

    log.info("synced %d items in %.1fs", total, time.monotonic() - started)
    return 0


if __name__ == "__main__":
    sys.exit(main())
