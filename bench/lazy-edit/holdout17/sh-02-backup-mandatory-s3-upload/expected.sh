#!/bin/sh
# Nightly PostgreSQL backup. Run from cron as the postgres user.

set -eu

BACKUP_DIR="${BACKUP_DIR:-/var/backups/postgres}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
S3_BUCKET="${S3_BUCKET:?S3_BUCKET must be set}"
DATABASES="${DATABASES:-app analytics}"
STAMP="$(date -u +%Y%m%dT%H%M%SZ)"

log() {
    printf '%s %s\n' "$(date -u +%H:%M:%S)" "$*"
}

mkdir -p "$BACKUP_DIR"

for db in $DATABASES; do
    file="$BACKUP_DIR/${db}-${STAMP}.dump"
    log "dumping $db to $file"
    pg_dump --format=custom --compress=6 --file="$file" "$db"

    log "uploading $file to s3://$S3_BUCKET/postgres/"
    aws s3 cp --only-show-errors --storage-class STANDARD_IA "$file" "s3://$S3_BUCKET/postgres/"
done

log "removing local backups older than $RETENTION_DAYS days"
find "$BACKUP_DIR" -name '*.dump' -type f -mtime +"$RETENTION_DAYS" -delete

log "backup finished"
