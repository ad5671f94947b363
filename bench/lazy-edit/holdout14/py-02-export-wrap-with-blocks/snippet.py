import csv
import sqlite3
import sys
from contextlib import closing
from pathlib import Path

# ... existing code ...


def export_csv(rows: list[sqlite3.Row], output: Path) -> int:
    count = 0
    with open(output, "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=COLUMNS)
        writer.writeheader()
        for row in rows:
            writer.writerow({col: row[col] for col in COLUMNS})
            count += 1
    return count


def main(argv: list[str]) -> int:
    # ... existing code ...
    category = argv[2] if len(argv) > 2 else None
    with closing(connect()) as conn:
        rows = fetch_low_stock(conn, category)
        count = export_csv(rows, output)
    print(f"wrote {count} rows to {output}")
    return 0

# ... existing code ...
