DEFAULT_KEEP_DAYS = 14
DEFAULT_PATTERN = "*.log"


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    # ... existing code ...
    parser.add_argument("--dry-run", action="store_true", help="print actions without doing them")
    parser.add_argument(
        "--pattern",
        default=DEFAULT_PATTERN,
        help="glob pattern selecting files to rotate (default: %(default)s)",
    )
    return parser.parse_args(argv)


# ... existing code ...


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    # ... existing code ...
    for log_file in sorted(args.log_dir.glob(args.pattern)):
        compress(log_file, args.dry_run)
    # ... existing code ...
