#!/usr/bin/env python3
"""Export rows from the analytics warehouse to CSV or Parquet."""

import argparse
import logging
import sys
from datetime import date, timedelta
from pathlib import Path

from warehouse import connect, export_query

log = logging.getLogger("export")


def parse_date(value: str) -> date:
    try:
        return date.fromisoformat(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"invalid date: {value!r}") from exc


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("table", help="fully qualified table name, e.g. events.page_views")
    parser.add_argument(
        "--since",
        type=parse_date,
        default=date.today() - timedelta(days=7),
        help="first day to export (default: 7 days ago)",
    )
    parser.add_argument(
        "--until",
        type=parse_date,
        default=date.today(),
        help="day after the last day to export (default: today)",
    )
    parser.add_argument(
        "--format",
        choices=["csv", "parquet"],
        default="csv",
        help="output format",
    )
    parser.add_argument(
        "--output",
        "-o",
        type=Path,
        required=True,
        help="output file path",
    )
    parser.add_argument(
        "--legacy-dsn",
        help="connect using an old-style DSN string (deprecated)",
    )
    parser.add_argument("--limit", type=int, default=None, help="maximum number of rows")
    parser.add_argument("--verbose", "-v", action="store_true", help="enable debug logging")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )

    if args.since >= args.until:
        log.error("--since must be before --until")
        return 2

    conn = connect(dsn=args.legacy_dsn) if args.legacy_dsn else connect()
    query = f"SELECT * FROM {args.table} WHERE event_date >= %(since)s AND event_date < %(until)s"
    if args.limit:
        query += f" LIMIT {args.limit:d}"

    rows = export_query(
        conn,
        query,
        params={"since": args.since, "until": args.until},
        output=args.output,
        fmt=args.format,
    )
    log.info("exported %d rows to %s", rows, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
