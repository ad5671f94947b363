#!/usr/bin/env python3
"""Sync a local directory to an S3 prefix."""

import argparse
import fnmatch
import hashlib
import logging
import os
import sys
from pathlib import Path

import boto3
from botocore.exceptions import ClientError

log = logging.getLogger("s3sync")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("source", type=Path, help="local directory to upload")
    parser.add_argument("bucket", help="destination bucket name")
    parser.add_argument("--prefix", default="", help="key prefix inside the bucket")
    parser.add_argument("--profile", default=None, help="AWS profile to use")
    parser.add_argument("--dry-run", action="store_true", help="only print what would be uploaded")
    parser.add_argument(
        "--exclude",
        action="append",
        default=[],
        metavar="PATTERN",
        help="glob pattern of relative paths to skip (may be repeated)",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="enable debug logging")
    return parser.parse_args(argv)


def md5_of(path: Path) -> str:
    digest = hashlib.md5()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1024 * 1024), b""):
            digest.update(chunk)
    return digest.hexdigest()


def remote_etag(client, bucket: str, key: str):
    try:
        head = client.head_object(Bucket=bucket, Key=key)
    except ClientError as exc:
        if exc.response["Error"]["Code"] in ("404", "NoSuchKey"):
            return None
        raise
    return head["ETag"].strip('"')


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
        key = prefix + path.relative_to(source).as_posix()
        if remote_etag(client, bucket, key) == md5_of(path):
            log.debug("unchanged: %s", key)
            continue
        if dry_run:
            print(f"would upload {path} -> s3://{bucket}/{key}")
        else:
            client.upload_file(str(path), bucket, key)
            log.info("uploaded %s", key)
        uploaded += 1
    return uploaded


def main(argv=None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)
    if not args.source.is_dir():
        log.error("%s is not a directory", args.source)
        return 2
    session = boto3.Session(profile_name=args.profile)
    client = session.client("s3")
    count = sync(client, args.source, args.bucket, args.prefix, args.dry_run, args.exclude)
    log.info("%d file(s) %s", count, "to upload" if args.dry_run else "uploaded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
