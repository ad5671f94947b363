import csv
import sqlite3
import sys
from pathlib import Path

DB_PATH = Path(__file__).resolve().parent / "inventory.db"

COLUMNS = ["sku", "name", "category", "quantity", "reorder_level", "updated_at"]


def connect(db_path: Path = DB_PATH) -> sqlite3.Connection:
    conn = sqlite3.connect(db_path)
    conn.row_factory = sqlite3.Row
    return conn


def fetch_low_stock(conn: sqlite3.Connection, category: str | None = None) -> list[sqlite3.Row]:
    query = "SELECT * FROM products WHERE quantity <= reorder_level"
    params: list[str] = []
    if category:
        query += " AND category = ?"
        params.append(category)
    query += " ORDER BY category, sku"
    return conn.execute(query, params).fetchall()


def export_csv(rows: list[sqlite3.Row], output: Path) -> int:
    handle = open(output, "w", newline="", encoding="utf-8")
    writer = csv.DictWriter(handle, fieldnames=COLUMNS)
    writer.writeheader()
    count = 0
    for row in rows:
        writer.writerow({col: row[col] for col in COLUMNS})
        count += 1
    handle.close()
    return count


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(f"usage: {argv[0]} OUTPUT.csv [CATEGORY]", file=sys.stderr)
        return 2
    output = Path(argv[1])
    category = argv[2] if len(argv) > 2 else None
    conn = connect()
    rows = fetch_low_stock(conn, category)
    count = export_csv(rows, output)
    conn.close()
    print(f"wrote {count} rows to {output}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
