"""Nightly export of usage metrics to the analytics bucket."""

import contextlib
import csv
import datetime as dt
# ... existing code ...


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
# ... existing code ...
