# ... existing code ...
DB_HOST="${DB_HOST:-localhost}"
DB_PORT="${DB_PORT:-5432}"
DB_USER="${DB_USER:-postgres}"
# ... existing code ...
Usage: $(basename "$0") [-d database] [-h host] [-p port] [-u user] [-b bucket] [-k days] [-n]

  -d  database name (default: $DB_NAME)
  -h  database host (default: $DB_HOST)
  -p  database port (default: $DB_PORT)
  -u  database user (default: $DB_USER)
# ... existing code ...
while getopts ":d:h:p:u:b:k:n" opt; do
  case "$opt" in
    d) DB_NAME="$OPTARG" ;;
    h) DB_HOST="$OPTARG" ;;
    p) DB_PORT="$OPTARG" ;;
    u) DB_USER="$OPTARG" ;;
# ... existing code ...
log "dumping ${DB_NAME}@${DB_HOST}:${DB_PORT} to ${file}"
if [[ "$DRY_RUN" -eq 0 ]]; then
  pg_dump -h "$DB_HOST" -p "$DB_PORT" -U "$DB_USER" --no-owner "$DB_NAME" | gzip -9 >"$file"
fi
# ... existing code ...
