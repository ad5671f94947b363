"""Load partner CSV drops into the warehouse staging tables."""
import csv
import io
import logging
import zipfile
from datetime import datetime
from pathlib import Path

from warehouse import staging

log = logging.getLogger(__name__)

DATE_FORMATS = ("%Y-%m-%d", "%d/%m/%Y", "%m/%d/%Y")


def parse_date(raw: str):
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(raw.strip(), fmt).date()
        except ValueError:
            continue
    raise ValueError(f"unrecognised date: {raw!r}")


def load_file(path: Path, table: str, batch_size: int = 500) -> int:
    batch = []
    total = 0
    with path.open(newline="", encoding="utf-8-sig") as fh:
        for row in csv.DictReader(fh):
            row["order_date"] = parse_date(row["order_date"])
            batch.append(row)
            if len(batch) >= batch_size:
                staging.insert_many(table, batch)
                total += len(batch)
                batch.clear()
    if batch:
        staging.insert_many(table, batch)
        total += len(batch)
    log.info("loaded %d rows into %s from %s", total, table, path.name)
    return total


def load_archive(archive: Path, table: str, batch_size: int = 500) -> int:
    batch = []
    total = 0
    with zipfile.ZipFile(archive) as zf:
        for member in sorted(zf.namelist()):
            if not member.endswith(".csv"):
                continue
            with zf.open(member) as raw:
                reader = csv.DictReader(io.TextIOWrapper(raw, encoding="utf-8-sig", newline=""))
                for row in reader:
                    row["order_date"] = parse_date(row["order_date"])
                    batch.append(row)
                    if len(batch) >= batch_size:
                        staging.insert_many(table, batch)
                        total += len(batch)
                        batch.clear()
    if batch:
        staging.insert_many(table, batch)
        total += len(batch)
    log.info("loaded %d rows into %s from archive %s", total, table, archive.name)
    return total


def load_any(path: Path, table: str) -> int:
    if path.suffix == ".zip":
        return load_archive(path, table)
    return load_file(path, table)
