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
    # ... existing code ...
    parser.add_argument("-n", "--dry-run", action="store_true")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)

# ... existing code ...


def main(argv=None):
    args = parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(message)s",
    )
    if not args.directory.is_dir():
        log.error("%s is not a directory", args.directory)
        return 2

    # ... existing code ...

    removed = prune(args.directory, args.keep, dry_run=args.dry_run)
    log.info("done, %d old archive(s) removed", removed)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
