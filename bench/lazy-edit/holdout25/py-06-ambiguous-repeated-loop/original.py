"""CSV exports for the admin "Reports" page."""

import csv
import io
from datetime import datetime, timezone

from reports.queries import fetch_detail_rows, fetch_summary_rows

SUMMARY_FIELDS = ["account", "plan", "seats", "mrr", "deleted"]
DETAIL_FIELDS = ["account", "user", "email", "last_login", "role", "deleted"]


def _timestamp() -> str:
    return datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")


def _writer(buffer: io.StringIO, fields: list[str]) -> csv.DictWriter:
    writer = csv.DictWriter(buffer, fieldnames=fields, extrasaction="ignore")
    writer.writeheader()
    return writer


def summary_csv(org_id: int) -> tuple[str, str]:
    """Return ``(filename, content)`` for the per-account summary export."""
    rows = fetch_summary_rows(org_id)
    buffer = io.StringIO()
    writer = _writer(buffer, SUMMARY_FIELDS)
    for row in rows:
        if row.get("deleted"):
            continue
        writer.writerow(row)
    return f"summary-{org_id}-{_timestamp()}.csv", buffer.getvalue()


def detail_csv(org_id: int, include_inactive: bool = False) -> tuple[str, str]:
    """Return ``(filename, content)`` for the per-user detail export."""
    rows = fetch_detail_rows(org_id, include_inactive=include_inactive)
    buffer = io.StringIO()
    writer = _writer(buffer, DETAIL_FIELDS)
    for row in rows:
        if row.get("deleted"):
            continue
        writer.writerow(row)
    return f"details-{org_id}-{_timestamp()}.csv", buffer.getvalue()


EXPORTS = {
    "summary": summary_csv,
    "details": detail_csv,
}


def build_export(kind: str, org_id: int, **options) -> tuple[str, str]:
    try:
        builder = EXPORTS[kind]
    except KeyError:
        raise ValueError(f"unknown export kind: {kind!r}") from None
    return builder(org_id, **options)
