#!/usr/bin/env bash
# Nightly backup of Forgekeep repositories and database.
set -euo pipefail

BACKUP_ROOT="${BACKUP_ROOT:-/var/backups/forgekeep}"
REPO_ROOT="${REPO_ROOT:-/data/repos}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
STAMP="$(date +%Y%m%d-%H%M%S)"
DEST="$BACKUP_ROOT/$STAMP"

log() {
  echo "[$(date -Iseconds)] $*"
}

backup_database() {
  log "dumping database"
  pg_dump --format=custom --file="$DEST/forgekeep.dump" "$DATABASE_URL"
}

backup_repos() {
  log "archiving repositories"
  local repo
  for repo in "$REPO_ROOT"/*/*.git; do
    git -C "$repo" bundle create "$DEST/$(basename "$(dirname "$repo")")-$(basename "$repo" .git).bundle" --all
  done
}

prune_old() {
  log "pruning backups older than $RETENTION_DAYS days"
  find "$BACKUP_ROOT" -mindepth 1 -maxdepth 1 -type d -mtime +"$RETENTION_DAYS" -exec rm -rf {} +
}

mkdir -p "$DEST"
backup_database
backup_repos
prune_old
log "backup written to $DEST"
