# ... existing code ...

require() {
  command -v "$1" >/dev/null 2>&1 || die "required command not found: $1"
}

check_clean_tree() {
  if [[ -n "$(git -C "$ROOT_DIR" status --porcelain)" ]]; then
    die "working tree has uncommitted changes; commit or stash them first"
  fi
}

# ... existing code ...

main() {
  require npm
  require aws
  require git
  check_clean_tree
  build
  upload
  if [[ -n "$DISTRIBUTION_ID" ]]; then
    invalidate
  else
    log "CLOUDFRONT_DISTRIBUTION_ID not set, skipping invalidation"
  fi
  log "Deployed $(git -C "$ROOT_DIR" rev-parse --short HEAD) to $BUCKET"
}

main "$@"
