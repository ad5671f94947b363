# ... existing code ...
for db in $DATABASES; do
  target="$BACKUP_DIR/${db}_${timestamp}.dump"
  log "dumping $db to $target"
  pg_dump --no-owner --format=custom --compress=9 --file="$target.partial" "$db"
  mv "$target.partial" "$target"
  log "finished $db ($(du -h "$target" | cut -f1))"
done

log "removing backups older than $RETENTION_DAYS days"
find "$BACKUP_DIR" -name '*.dump' -mtime "+$RETENTION_DAYS" -print -delete
# ... rest unchanged ...
