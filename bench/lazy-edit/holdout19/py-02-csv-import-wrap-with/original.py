import csv
import logging
import sqlite3
from datetime import datetime
from pathlib import Path

log = logging.getLogger("import_customers")

REQUIRED_COLUMNS = {"email", "first_name", "last_name", "signup_date"}


def parse_date(value: str) -> str:
    for fmt in ("%Y-%m-%d", "%d/%m/%Y", "%m/%d/%Y"):
        try:
            return datetime.strptime(value.strip(), fmt).date().isoformat()
        except ValueError:
            continue
    raise ValueError(f"unrecognised date: {value!r}")


def normalise_row(row: dict[str, str]) -> tuple[str, str, str, str]:
    return (
        row["email"].strip().lower(),
        row["first_name"].strip(),
        row["last_name"].strip(),
        parse_date(row["signup_date"]),
    )


def import_file(db_path: Path, csv_path: Path) -> int:
    conn = sqlite3.connect(db_path)
    handle = open(csv_path, newline="", encoding="utf-8")
    reader = csv.DictReader(handle)
    missing = REQUIRED_COLUMNS - set(reader.fieldnames or [])
    if missing:
        raise SystemExit(f"{csv_path}: missing columns {sorted(missing)}")

    imported = 0
    for line_no, row in enumerate(reader, start=2):
        try:
            values = normalise_row(row)
        except ValueError as exc:
            log.warning("%s:%d skipped: %s", csv_path, line_no, exc)
            continue
        conn.execute(
            "INSERT INTO customers (email, first_name, last_name, signup_date) "
            "VALUES (?, ?, ?, ?) ON CONFLICT(email) DO NOTHING",
            values,
        )
        imported += 1

    conn.commit()
    handle.close()
    conn.close()
    return imported


def main() -> None:
    import argparse

    parser = argparse.ArgumentParser(description="Import customers from CSV exports.")
    parser.add_argument("db", type=Path)
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args()

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    total = 0
    for csv_path in args.files:
        count = import_file(args.db, csv_path)
        log.info("%s: %d rows imported", csv_path, count)
        total += count
    log.info("done, %d rows in total", total)


if __name__ == "__main__":
    main()
