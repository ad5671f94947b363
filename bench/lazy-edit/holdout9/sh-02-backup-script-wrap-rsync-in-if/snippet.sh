# ... existing code ...
log "starting backup ${STAMP}"
failures=0

for dir in $SRC_DIRS; do
    name="$(basename "$dir")"
    log "syncing ${dir}"
    if ! rsync -a --delete \
        --exclude '.cache/' \
        --exclude '*.tmp' \
        --link-dest="../latest/${name}" \
        "$dir/" "${DEST}/${STAMP}/${name}/"; then
        log "rsync failed for ${dir}"
        failures=$((failures + 1))
    fi
done

if [ "$failures" -gt 0 ]; then
    log "backup ${STAMP} finished with ${failures} failure(s); keeping previous 'latest'"
    exit 1
fi

ssh backup@nas.lan "ln -sfn ${STAMP} /volume1/backups/$(hostname -s)/latest"
# ... existing code ...
