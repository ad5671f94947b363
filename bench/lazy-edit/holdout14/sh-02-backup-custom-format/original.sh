#!/bin/sh
# Nightly PostgreSQL backup with local retention.
set -eu

BACKUP_DIR="${BACKUP_DIR:-/var/backups/postgres}"
RETENTION_DAYS="${RETENTION_DAYS:-7}"
DATABASES="${DATABASES:-app analytics}"
PGHOST="${PGHOST:-localhost}"
PGUSER="${PGUSER:-backup}"
export PGHOST PGUSER

timestamp="$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$BACKUP_DIR"

log() {
  echo "$(date -u +%FT%TZ) $*"
}

for db in $DATABASES; do
  target="$BACKUP_DIR/${db}_${timestamp}.sql.gz"
  log "dumping $db to $target"
  pg_dump --no-owner --format=plain "$db" | gzip -9 > "$target"
  log "finished $db ($(du -h "$target" | cut -f1))"
done

log "removing backups older than $RETENTION_DAYS days"
find "$BACKUP_DIR" -name '*.sql.gz' -mtime "+$RETENTION_DAYS" -print -delete

if [ -n "${S3_BUCKET:-}" ]; then
  log "syncing to s3://$S3_BUCKET"
  aws s3 sync "$BACKUP_DIR" "s3://$S3_BUCKET/postgres/" --only-show-errors
fi

log "backup complete"
