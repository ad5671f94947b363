"""Export completed orders to a CSV file for the finance team."""

import csv
import logging
from contextlib import closing
from datetime import date, datetime, timedelta
# ... existing code ...


def export_day(dsn: str, day: date, out_dir: Path) -> Path:
    start, end = day_bounds(day)
    out_path = out_dir / f"orders-{day.isoformat()}.csv"

    with closing(psycopg2.connect(dsn)) as conn:
        with conn.cursor(cursor_factory=RealDictCursor) as cur:
            cur.execute(QUERY, {"start": start, "end": end})
            rows = cur.fetchall()

    with out_path.open("w", newline="") as fh:
# ... rest of file unchanged ...
