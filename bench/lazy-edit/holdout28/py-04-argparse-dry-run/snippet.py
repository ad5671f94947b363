# ... existing code ...
    parser.add_argument("--keep-weekly", type=int, default=8, help="weeks of weekly backups to keep")
    parser.add_argument("--database", help="only consider backups of this database")
    parser.add_argument("-n", "--dry-run", action="store_true", help="list backups without deleting")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    # ... existing code ...

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
