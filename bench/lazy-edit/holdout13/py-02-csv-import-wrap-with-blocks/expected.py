import csv
import logging
import sqlite3
from pathlib import Path

logger = logging.getLogger(__name__)

REQUIRED_COLUMNS = {"sku", "name", "price", "stock"}


def connect(db_path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(db_path)
    conn.row_factory = sqlite3.Row
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def ensure_schema(conn: sqlite3.Connection) -> None:
    conn.execute(
        """
        CREATE TABLE IF NOT EXISTS products (
            sku TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            price_cents INTEGER NOT NULL,
            stock INTEGER NOT NULL DEFAULT 0
        )
        """
    )
    conn.commit()


def parse_price(raw: str) -> int:
    cleaned = raw.strip().replace("$", "").replace(",", "")
    return round(float(cleaned) * 100)


def import_products(conn: sqlite3.Connection, csv_path: Path) -> int:
    with open(csv_path, newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        missing = REQUIRED_COLUMNS - set(reader.fieldnames or [])
        if missing:
            raise ValueError(f"{csv_path} is missing columns: {', '.join(sorted(missing))}")

        count = 0
        with conn:
            for row in reader:
                conn.execute(
                    "INSERT INTO products (sku, name, price_cents, stock) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT(sku) DO UPDATE SET name = excluded.name, "
                    "price_cents = excluded.price_cents, stock = excluded.stock",
                    (row["sku"].strip(), row["name"].strip(), parse_price(row["price"]), int(row["stock"])),
                )
                count += 1
    logger.info("Imported %d products from %s", count, csv_path)
    return count


def main() -> None:
    import argparse

    parser = argparse.ArgumentParser(description="Import products from a CSV file")
    parser.add_argument("csv_path", type=Path)
    parser.add_argument("--db", type=Path, default=Path("shop.db"))
    args = parser.parse_args()

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    conn = connect(args.db)
    try:
        ensure_schema(conn)
        import_products(conn, args.csv_path)
    finally:
        conn.close()


if __name__ == "__main__":
    main()
