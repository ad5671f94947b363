# ... existing code ...
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
    # ... existing code ...
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


# ... existing code ...
