#!/usr/bin/env bash
set -euo pipefail

# Nightly Postgres backup to S3.
# Usage: backup.sh [-d DATABASE] [-b BUCKET] [-k DAYS]

DATABASE="${PGDATABASE:-app}"
BUCKET="${BACKUP_BUCKET:-s3://acme-backups/postgres}"
KEEP_DAYS=14
TIMESTAMP="$(date -u +%Y%m%dT%H%M%SZ)"
WORKDIR="$(mktemp -d)"

usage() {
  echo "Usage: $0 [-d DATABASE] [-b BUCKET] [-k DAYS]" >&2
  exit 2
}

log() {
  echo "[$(date -u +%H:%M:%S)] $*"
}

while getopts ":d:b:k:h" opt; do
  case "$opt" in
    d) DATABASE="$OPTARG" ;;
    b) BUCKET="$OPTARG" ;;
    k) KEEP_DAYS="$OPTARG" ;;
    h) usage ;;
    *) usage ;;
  esac
done

DUMP_FILE="$WORKDIR/${DATABASE}-${TIMESTAMP}.dump"

log "dumping $DATABASE"
pg_dump --format=custom --no-owner --file="$DUMP_FILE" "$DATABASE"

log "uploading to $BUCKET"
aws s3 cp "$DUMP_FILE" "$BUCKET/$(basename "$DUMP_FILE")" --only-show-errors

log "pruning backups older than $KEEP_DAYS days"
cutoff="$(date -u -d "-$KEEP_DAYS days" +%Y%m%d)"
aws s3 ls "$BUCKET/" | awk '{print $4}' | while read -r name; do
  stamp="$(echo "$name" | sed -E 's/.*-([0-9]{8})T[0-9]{6}Z\.dump$/\1/')"
  if [[ "$stamp" =~ ^[0-9]{8}$ && "$stamp" < "$cutoff" ]]; then
    log "deleting $name"
    aws s3 rm "$BUCKET/$name" --only-show-errors
  fi
done

rm -rf "$WORKDIR"
log "done"
