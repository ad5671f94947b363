# ... existing code ...
import boto3
from botocore.exceptions import ClientError

BUCKET = "acme-db-backups"
# ... existing code ...
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
    # ... existing code ...
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
