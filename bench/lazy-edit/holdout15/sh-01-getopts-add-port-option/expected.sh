#!/usr/bin/env bash
#
# backup-db.sh — dump a PostgreSQL database and upload it to object storage.

set -euo pipefail

DB_NAME="${DB_NAME:-app}"
DB_HOST="${DB_HOST:-localhost}"
DB_PORT="${DB_PORT:-5432}"
DB_USER="${DB_USER:-postgres}"
BUCKET="${BACKUP_BUCKET:-}"
KEEP_DAYS=14
DRY_RUN=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [-d database] [-h host] [-p port] [-u user] [-b bucket] [-k days] [-n]

  -d  database name (default: $DB_NAME)
  -h  database host (default: $DB_HOST)
  -p  database port (default: $DB_PORT)
  -u  database user (default: $DB_USER)
  -b  destination bucket, e.g. s3://my-backups
  -k  delete backups older than this many days (default: $KEEP_DAYS)
  -n  dry run: print what would be done
EOF
}

log() {
  printf '%s %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2
}

while getopts ":d:h:p:u:b:k:n" opt; do
  case "$opt" in
    d) DB_NAME="$OPTARG" ;;
    h) DB_HOST="$OPTARG" ;;
    p) DB_PORT="$OPTARG" ;;
    u) DB_USER="$OPTARG" ;;
    b) BUCKET="$OPTARG" ;;
    k) KEEP_DAYS="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    *) usage; exit 2 ;;
  esac
done

if [[ -z "$BUCKET" ]]; then
  log "error: no bucket given (-b or BACKUP_BUCKET)"
  exit 2
fi

timestamp="$(date -u +%Y%m%d-%H%M%S)"
file="/tmp/${DB_NAME}-${timestamp}.sql.gz"

log "dumping ${DB_NAME}@${DB_HOST}:${DB_PORT} to ${file}"
if [[ "$DRY_RUN" -eq 0 ]]; then
  pg_dump -h "$DB_HOST" -p "$DB_PORT" -U "$DB_USER" --no-owner "$DB_NAME" | gzip -9 >"$file"
fi

log "uploading to ${BUCKET}/${DB_NAME}/"
if [[ "$DRY_RUN" -eq 0 ]]; then
  aws s3 cp "$file" "${BUCKET}/${DB_NAME}/$(basename "$file")"
  rm -f "$file"
fi

log "pruning backups older than ${KEEP_DAYS} days"
cutoff="$(date -u -d "-${KEEP_DAYS} days" +%Y%m%d)"
aws s3 ls "${BUCKET}/${DB_NAME}/" | awk '{print $4}' | while read -r name; do
  day="${name#"${DB_NAME}"-}"
  day="${day%%-*}"
  if [[ "$day" < "$cutoff" ]]; then
    log "deleting ${name}"
    if [[ "$DRY_RUN" -eq 0 ]]; then
      aws s3 rm "${BUCKET}/${DB_NAME}/${name}"
    fi
  fi
done

log "done"
