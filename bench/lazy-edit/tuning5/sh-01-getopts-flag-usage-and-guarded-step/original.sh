#!/usr/bin/env bash
set -euo pipefail

# backup.sh - dump a Postgres database and upload it to object storage.

DB_NAME="${DB_NAME:-app}"
BUCKET="${BUCKET:-s3://backups}"
KEEP_DAYS=14
DRY_RUN=0

log() {
  printf '[%s] %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2
}

usage() {
  cat <<EOF
Usage: $0 [-d database] [-b bucket] [-k days] [-n]
  -d  database name (default: $DB_NAME)
  -b  destination bucket (default: $BUCKET)
  -k  days of backups to keep (default: $KEEP_DAYS)
  -n  dry run, print actions without executing them
EOF
}

while getopts "d:b:k:nh" opt; do
  case "$opt" in
    d) DB_NAME="$OPTARG" ;;
    b) BUCKET="$OPTARG" ;;
    k) KEEP_DAYS="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    h) usage; exit 0 ;;
    *) usage; exit 1 ;;
  esac
done

run() {
  if [[ "$DRY_RUN" -eq 1 ]]; then
    log "dry-run: $*"
  else
    "$@"
  fi
}

main() {
  local stamp file
  stamp="$(date -u +%Y%m%d-%H%M%S)"
  file="/tmp/${DB_NAME}-${stamp}.sql.gz"

  log "dumping $DB_NAME to $file"
  run bash -c "pg_dump '$DB_NAME' | gzip > '$file'"

  log "uploading to $BUCKET"
  run aws s3 cp "$file" "$BUCKET/$DB_NAME/"

  run rm -f "$file"
  log "done"
}

main "$@"
