#!/usr/bin/env python3
"""Manage database backups stored in S3."""

import argparse
import datetime as dt
import subprocess
import sys
from pathlib import Path

import boto3
from botocore.exceptions import ClientError

BUCKET = "acme-db-backups"
PREFIX = "postgres/"


def s3():
    return boto3.client("s3")


def cmd_create(args):
    stamp = dt.datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")
    dump = Path(args.workdir) / f"{args.database}-{stamp}.dump"
    subprocess.run(
        ["pg_dump", "--format=custom", "--file", str(dump), args.database],
        check=True,
    )
    key = f"{PREFIX}{dump.name}"
    s3().upload_file(str(dump), BUCKET, key)
    dump.unlink()
    print(f"uploaded s3://{BUCKET}/{key}")


def cmd_list(args):
    paginator = s3().get_paginator("list_objects_v2")
    for page in paginator.paginate(Bucket=BUCKET, Prefix=PREFIX):
        for obj in page.get("Contents", []):
            if args.database and not obj["Key"].startswith(f"{PREFIX}{args.database}-"):
                continue
            size_mb = obj["Size"] / 1024 / 1024
            print(f"{obj['LastModified']:%Y-%m-%d %H:%M}  {size_mb:8.1f} MB  {obj['Key']}")


def cmd_restore(args):
    target = Path(args.workdir) / Path(args.key).name
    s3().download_file(BUCKET, args.key, str(target))
    subprocess.run(
        ["pg_restore", "--clean", "--if-exists", "--dbname", args.database, str(target)],
        check=True,
    )
    target.unlink()
    print(f"restored {args.key} into {args.database}")


def cmd_prune(args):
    cutoff = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=args.keep_days)
    paginator = s3().get_paginator("list_objects_v2")
    stale = []
    for page in paginator.paginate(Bucket=BUCKET, Prefix=PREFIX):
        stale.extend(obj["Key"] for obj in page.get("Contents", []) if obj["LastModified"] < cutoff)
    for key in stale:
        if args.dry_run:
            print(f"would delete {key}")
        else:
            s3().delete_object(Bucket=BUCKET, Key=key)
            print(f"deleted {key}")


def build_parser():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--workdir", default="/tmp", help="scratch directory for dump files")
    sub = parser.add_subparsers(dest="command", required=True)

    create = sub.add_parser("create", help="dump a database and upload it")
    create.add_argument("database")
    create.set_defaults(func=cmd_create)

    list_ = sub.add_parser("list", help="list stored backups")
    list_.add_argument("database", nargs="?")
    list_.set_defaults(func=cmd_list)

    restore = sub.add_parser("restore", help="download a backup and restore it")
    restore.add_argument("key")
    restore.add_argument("database")
    restore.set_defaults(func=cmd_restore)

    prune = sub.add_parser("prune", help="delete backups older than N days")
    prune.add_argument("--keep-days", type=int, default=30)
    prune.add_argument("--dry-run", action="store_true")
    prune.set_defaults(func=cmd_prune)

    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    try:
        args.func(args)
    except subprocess.CalledProcessError as exc:
        print(f"error: {exc.cmd[0]} exited with {exc.returncode}", file=sys.stderr)
        return exc.returncode
    except ClientError as exc:
        print(f"error: S3 request failed: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
