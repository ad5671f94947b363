#!/bin/sh
# Nightly backup of /srv data to the NAS.
set -eu

SRC_DIRS="/srv/www /srv/git /etc"
DEST="backup@nas.lan:/volume1/backups/$(hostname -s)"
LOG_FILE="/var/log/nightly-backup.log"
KEEP_DAYS=14
STAMP="$(date +%Y-%m-%d)"

log() {
    echo "$(date '+%Y-%m-%d %H:%M:%S') $*" >> "$LOG_FILE"
}

log "starting backup ${STAMP}"

for dir in $SRC_DIRS; do
    name="$(basename "$dir")"
    log "syncing ${dir}"
    rsync -a --delete \
        --exclude '.cache/' \
        --exclude '*.tmp' \
        --link-dest="../latest/${name}" \
        "$dir/" "${DEST}/${STAMP}/${name}/"
done

ssh backup@nas.lan "ln -sfn ${STAMP} /volume1/backups/$(hostname -s)/latest"

log "pruning snapshots older than ${KEEP_DAYS} days"
ssh backup@nas.lan "find /volume1/backups/$(hostname -s) -mindepth 1 -maxdepth 1 -type d -mtime +${KEEP_DAYS} -exec rm -rf {} +"

log "backup ${STAMP} finished"
