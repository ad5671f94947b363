#!/usr/bin/env python3
"""Nightly job: archive processed uploads to object storage and prune the local copy."""

import argparse
import contextlib
import fcntl
import hashlib
# ... existing code ...
MIN_AGE_SECONDS = 7 * 24 * 3600


@contextlib.contextmanager
def single_instance_lock(lock_path: Path):
    """Hold an exclusive, non-blocking flock for the duration of the block."""
    with lock_path.open("w") as fh:
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise SystemExit(f"another archive run holds {lock_path}")
        yield
        fcntl.flock(fh, fcntl.LOCK_UN)


def sha256_of(path: Path) -> str:
# ... existing code ...
    if not args.root.is_dir():
        log.error("%s is not a directory", args.root)
        return 2

    with single_instance_lock(args.root / ".archive.lock"):
        count = archive(args.root, args.dry_run)
        log.info("done: %d file(s) archived", count)
    return 0
# ... existing code ...
