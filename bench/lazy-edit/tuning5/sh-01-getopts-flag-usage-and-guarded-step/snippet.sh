# ... existing code ...
KEEP_DAYS=14
DRY_RUN=0
VERIFY=0

# ... existing code ...

usage() {
  cat <<EOF
Usage: $0 [-d database] [-b bucket] [-k days] [-n] [-v]
  -d  database name (default: $DB_NAME)
  -b  destination bucket (default: $BUCKET)
  -k  days of backups to keep (default: $KEEP_DAYS)
  -n  dry run, print actions without executing them
  -v  verify the compressed dump before uploading
EOF
}

while getopts "d:b:k:nvh" opt; do
  case "$opt" in
    # ... existing code ...
    n) DRY_RUN=1 ;;
    v) VERIFY=1 ;;
    # ... existing code ...
  run bash -c "pg_dump '$DB_NAME' | gzip > '$file'"

  if [[ "$VERIFY" -eq 1 ]]; then
    log "verifying $file"
    run gzip -t "$file"
  fi

  log "uploading to $BUCKET"
  # ... existing code ...
