# ... existing code ...
import argparse
import fnmatch
import hashlib
# ... existing code ...
    parser.add_argument("--dry-run", action="store_true", help="only print what would be uploaded")
    parser.add_argument(
        "--exclude",
        action="append",
        default=[],
        metavar="PATTERN",
        help="glob pattern of relative paths to skip (may be repeated)",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="enable debug logging")
# ... existing code ...


def iter_files(root: Path, exclude=()):
    for dirpath, _dirnames, filenames in os.walk(root):
        for name in sorted(filenames):
            path = Path(dirpath) / name
            rel = path.relative_to(root).as_posix()
            if any(fnmatch.fnmatch(rel, pattern) for pattern in exclude):
                log.debug("excluded: %s", rel)
                continue
            yield path


def sync(client, source: Path, bucket: str, prefix: str, dry_run: bool, exclude=()) -> int:
    uploaded = 0
    for path in iter_files(source, exclude):
        # ... existing code ...
    return uploaded


def main(argv=None) -> int:
    # ... existing code ...
    count = sync(client, args.source, args.bucket, args.prefix, args.dry_run, args.exclude)
    # ... existing code ...
