#!/usr/bin/env python3
"""Rotate and compress application log files."""

import argparse
import gzip
import shutil
import sys
from datetime import datetime, timedelta
from pathlib import Path

DEFAULT_KEEP_DAYS = 14


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("log_dir", type=Path, help="directory containing *.log files")
    parser.add_argument(
        "--keep-days",
        type=int,
        default=DEFAULT_KEEP_DAYS,
        help="delete compressed logs older than this many days",
    )
    parser.add_argument("--dry-run", action="store_true", help="print actions without doing them")
    return parser.parse_args(argv)


def compress(path: Path, dry_run: bool) -> Path:
    target = path.with_suffix(path.suffix + ".gz")
    if dry_run:
        print(f"would compress {path} -> {target}")
        return target
    with path.open("rb") as src, gzip.open(target, "wb") as dst:
        shutil.copyfileobj(src, dst)
    path.unlink()
    return target


def prune(log_dir: Path, keep_days: int, dry_run: bool) -> int:
    cutoff = datetime.now() - timedelta(days=keep_days)
    removed = 0
    for archive in log_dir.glob("*.gz"):
        mtime = datetime.fromtimestamp(archive.stat().st_mtime)
        if mtime < cutoff:
            if dry_run:
                print(f"would delete {archive}")
            else:
                archive.unlink()
            removed += 1
    return removed


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if not args.log_dir.is_dir():
        print(f"not a directory: {args.log_dir}", file=sys.stderr)
        return 2
    for log_file in sorted(args.log_dir.glob("*.log")):
        compress(log_file, args.dry_run)
    removed = prune(args.log_dir, args.keep_days, args.dry_run)
    print(f"pruned {removed} old archives")
    return 0


if __name__ == "__main__":
    sys.exit(main())
