#!/usr/bin/env python3
"""Rotate and compress old log files in a directory.

Usage:
    rotate_logs.py /var/log/myapp --keep 14
"""
import argparse
import gzip
import logging
import shutil
import sys
from datetime import datetime, timedelta
from pathlib import Path

log = logging.getLogger("rotate_logs")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", type=Path)
    parser.add_argument("--keep", type=int, default=7,
                        help="days of compressed logs to keep (default: 7)")
    parser.add_argument("--pattern", default="*.log",
                        help="glob for files to rotate (default: *.log)")
    parser.add_argument("-n", "--dry-run", action="store_true")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def compress(path, dry_run=False):
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{stamp}.gz")
    print(f"compress {path} -> {target}")
    if dry_run:
        return target
    with path.open("rb") as src, gzip.open(target, "wb") as dst:
        shutil.copyfileobj(src, dst)
    path.write_bytes(b"")
    return target


def prune(directory, keep_days, dry_run=False):
    cutoff = datetime.now() - timedelta(days=keep_days)
    removed = 0
    for archive in sorted(directory.glob("*.gz")):
        mtime = datetime.fromtimestamp(archive.stat().st_mtime)
        if mtime < cutoff:
            print(f"remove {archive}")
            if not dry_run:
                archive.unlink()
            removed += 1
    return removed


def main(argv=None):
    args = parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(message)s",
    )
    if not args.directory.is_dir():
        log.error("%s is not a directory", args.directory)
        return 2

    for path in sorted(args.directory.glob(args.pattern)):
        if path.stat().st_size == 0:
            continue
        compress(path, dry_run=args.dry_run)

    removed = prune(args.directory, args.keep, dry_run=args.dry_run)
    log.info("done, %d old archive(s) removed", removed)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
