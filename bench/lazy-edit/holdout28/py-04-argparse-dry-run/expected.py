#!/usr/bin/env python3
"""Prune old database backups from a directory.

Keeps the newest N daily backups plus one backup per week for the
last M weeks.
"""

from __future__ import annotations

import argparse
import logging
import re
import sys
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

BACKUP_RE = re.compile(r"^(?P<db>[a-z0-9_]+)-(?P<stamp>\d{8}T\d{6})\.sql\.gz$")

log = logging.getLogger("prune_backups")


@dataclass(frozen=True)
class Backup:
    path: Path
    database: str
    taken_at: datetime


def discover(directory: Path) -> list[Backup]:
    backups = []
    for entry in directory.iterdir():
        match = BACKUP_RE.match(entry.name)
        if not match:
            continue
        taken_at = datetime.strptime(match["stamp"], "%Y%m%dT%H%M%S")
        backups.append(Backup(entry, match["db"], taken_at))
    return sorted(backups, key=lambda b: b.taken_at, reverse=True)


def select_for_deletion(backups: list[Backup], keep_daily: int, keep_weekly: int) -> list[Backup]:
    keep: set[Path] = {b.path for b in backups[:keep_daily]}
    seen_weeks: set[tuple[int, int]] = set()
    cutoff = datetime.now() - timedelta(weeks=keep_weekly)
    for backup in backups:
        if backup.taken_at < cutoff:
            break
        week = backup.taken_at.isocalendar()[:2]
        if week not in seen_weeks:
            seen_weeks.add(week)
            keep.add(backup.path)
    return [b for b in backups if b.path not in keep]


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", type=Path, help="directory containing *.sql.gz backups")
    parser.add_argument("--keep-daily", type=int, default=7, help="number of newest backups to keep")
    parser.add_argument("--keep-weekly", type=int, default=8, help="weeks of weekly backups to keep")
    parser.add_argument("--database", help="only consider backups of this database")
    parser.add_argument("-n", "--dry-run", action="store_true", help="list backups without deleting")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(levelname)s %(message)s",
    )

    if not args.directory.is_dir():
        log.error("%s is not a directory", args.directory)
        return 2

    backups = discover(args.directory)
    if args.database:
        backups = [b for b in backups if b.database == args.database]
    doomed = select_for_deletion(backups, args.keep_daily, args.keep_weekly)
    for backup in doomed:
        if args.dry_run:
            log.info("would delete %s", backup.path.name)
            continue
        log.info("deleting %s", backup.path.name)
        backup.path.unlink()

    log.info("kept %d of %d backups", len(backups) - len(doomed), len(backups))
    return 0


if __name__ == "__main__":
    sys.exit(main())
