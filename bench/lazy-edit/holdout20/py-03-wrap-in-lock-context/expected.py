#!/usr/bin/env python3
"""Nightly job: archive processed uploads to object storage and prune the local copy."""

import argparse
import contextlib
import fcntl
import hashlib
import logging
import os
import sys
import time
from pathlib import Path

import boto3
from botocore.exceptions import ClientError

log = logging.getLogger("archive_uploads")

BUCKET = os.environ.get("ARCHIVE_BUCKET", "acme-upload-archive")
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
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def candidates(root: Path, now: float):
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.name.startswith("."):
            continue
        if now - path.stat().st_mtime < MIN_AGE_SECONDS:
            continue
        yield path


def archive(root: Path, dry_run: bool) -> int:
    s3 = boto3.client("s3")
    now = time.time()
    archived = 0
    for path in candidates(root, now):
        key = str(path.relative_to(root))
        checksum = sha256_of(path)
        if dry_run:
            log.info("would archive %s (%s)", key, checksum[:12])
            continue
        try:
            s3.upload_file(
                str(path),
                BUCKET,
                key,
                ExtraArgs={"Metadata": {"sha256": checksum}, "StorageClass": "GLACIER_IR"},
            )
        except ClientError as exc:
            log.error("upload failed for %s: %s", key, exc)
            continue
        path.unlink()
        archived += 1
        log.info("archived %s", key)
    return archived


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("root", type=Path, help="upload directory to scan")
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)

    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(message)s",
    )

    if not args.root.is_dir():
        log.error("%s is not a directory", args.root)
        return 2

    with single_instance_lock(args.root / ".archive.lock"):
        count = archive(args.root, args.dry_run)
        log.info("done: %d file(s) archived", count)
    return 0


if __name__ == "__main__":
    sys.exit(main())
