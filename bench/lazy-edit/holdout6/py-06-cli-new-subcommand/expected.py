#!/usr/bin/env python3
"""Command-line interface for the snapshot backup tool."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path

from snapper import __version__
from snapper.config import Config, load_config
from snapper.repository import Repository
from snapper.retention import RetentionPolicy, apply_retention

log = logging.getLogger("snapper")


def configure_logging(verbosity: int) -> None:
    level = logging.WARNING
    if verbosity == 1:
        level = logging.INFO
    elif verbosity >= 2:
        level = logging.DEBUG
    logging.basicConfig(
        level=level,
        format="%(asctime)s %(levelname)-8s %(name)s: %(message)s",
    )


def open_repository(config: Config) -> Repository:
    repo = Repository(config.repository_path, password=config.password)
    if not repo.exists():
        raise SystemExit(f"repository not found at {config.repository_path}")
    return repo


def cmd_init(args: argparse.Namespace, config: Config) -> int:
    repo = Repository(config.repository_path, password=config.password)
    if repo.exists():
        log.error("repository already initialised at %s", config.repository_path)
        return 1
    repo.initialise()
    print(f"Initialised repository at {config.repository_path}")
    return 0


def cmd_backup(args: argparse.Namespace, config: Config) -> int:
    repo = open_repository(config)
    paths = [Path(p) for p in args.paths] or config.default_paths
    if not paths:
        log.error("no paths given and no default_paths in config")
        return 2
    snapshot = repo.create_snapshot(
        paths,
        tags=args.tag,
        exclude=config.exclude + args.exclude,
    )
    print(f"Created snapshot {snapshot.id} ({snapshot.file_count} files)")
    return 0


def cmd_list(args: argparse.Namespace, config: Config) -> int:
    repo = open_repository(config)
    snapshots = repo.list_snapshots(tag=args.tag)
    if args.json:
        json.dump([s.to_dict() for s in snapshots], sys.stdout, indent=2)
        print()
        return 0
    for s in snapshots:
        tags = ",".join(s.tags) or "-"
        print(f"{s.id[:8]}  {s.created_at:%Y-%m-%d %H:%M}  {tags:<20}  {s.file_count}")
    return 0


def cmd_prune(args: argparse.Namespace, config: Config) -> int:
    repo = open_repository(config)
    policy = RetentionPolicy(
        keep_daily=args.keep_daily,
        keep_weekly=args.keep_weekly,
        keep_monthly=args.keep_monthly,
    )
    removed = apply_retention(repo, policy, dry_run=args.dry_run)
    verb = "Would remove" if args.dry_run else "Removed"
    print(f"{verb} {len(removed)} snapshots")
    return 0


def cmd_check(args: argparse.Namespace, config: Config) -> int:
    repo = open_repository(config)
    problems = repo.verify(read_data=args.read_data)
    for problem in problems:
        log.error("%s", problem)
    if problems:
        print(f"Found {len(problems)} problems")
        return 1
    print("No problems found")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="snapper", description=__doc__)
    parser.add_argument("--version", action="version", version=__version__)
    parser.add_argument("-c", "--config", type=Path, default=Path("~/.config/snapper.toml"))
    parser.add_argument("-v", "--verbose", action="count", default=0)
    sub = parser.add_subparsers(dest="command", required=True)

    p_init = sub.add_parser("init", help="create a new repository")
    p_init.set_defaults(func=cmd_init)

    p_backup = sub.add_parser("backup", help="create a snapshot")
    p_backup.add_argument("paths", nargs="*")
    p_backup.add_argument("--tag", action="append", default=[])
    p_backup.add_argument("--exclude", action="append", default=[])
    p_backup.set_defaults(func=cmd_backup)

    p_list = sub.add_parser("list", help="list snapshots")
    p_list.add_argument("--tag")
    p_list.add_argument("--json", action="store_true")
    p_list.set_defaults(func=cmd_list)

    p_prune = sub.add_parser("prune", help="remove old snapshots")
    p_prune.add_argument("--keep-daily", type=int, default=7)
    p_prune.add_argument("--keep-weekly", type=int, default=4)
    p_prune.add_argument("--keep-monthly", type=int, default=12)
    p_prune.add_argument("--dry-run", action="store_true")
    p_prune.set_defaults(func=cmd_prune)

    p_check = sub.add_parser("check", help="verify repository integrity")
    p_check.add_argument("--read-data", action="store_true")
    p_check.set_defaults(func=cmd_check)

    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    configure_logging(args.verbose)
    config = load_config(args.config.expanduser())
    try:
        return args.func(args, config)
    except KeyboardInterrupt:
        log.warning("interrupted")
        return 130


if __name__ == "__main__":
    sys.exit(main())
