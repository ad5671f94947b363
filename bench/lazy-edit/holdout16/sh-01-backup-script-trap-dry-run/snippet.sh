# ... existing code ...
WORKDIR="$(mktemp -d)"
DRY_RUN=0

cleanup() {
  rm -rf "$WORKDIR"
}
trap cleanup EXIT

usage() {
  echo "Usage: $0 [-d DATABASE] [-b BUCKET] [-k DAYS] [-n]" >&2
  exit 2
}

# ...existing code...

while getopts ":d:b:k:nh" opt; do
  case "$opt" in
    d) DATABASE="$OPTARG" ;;
    b) BUCKET="$OPTARG" ;;
    k) KEEP_DAYS="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    h) usage ;;
    *) usage ;;
  esac
done

# ... existing code ...
  if [[ "$stamp" =~ ^[0-9]{8}$ && "$stamp" < "$cutoff" ]]; then
    if [[ "$DRY_RUN" -eq 1 ]]; then
      log "would delete $name"
    else
      log "deleting $name"
      aws s3 rm "$BUCKET/$name" --only-show-errors
    fi
  fi
done

log "done"
