# ... existing code ...
ENVIRONMENT="staging"
SKIP_BUILD=0
DRY_RUN=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [-e staging|production] [--skip-build] [--dry-run]

  -e, --env ENV     target environment (default: staging)
      --skip-build  deploy the existing dist/ folder as-is
      --dry-run     show what would be uploaded without changing anything
  -h, --help        show this help
EOF
}
# ... existing code ...
    --skip-build)
      SKIP_BUILD=1
      shift
      ;;
    --dry-run)
      DRY_RUN=1
      shift
      ;;
    -h|--help)
# ... existing code ...
log "syncing $BUILD_DIR to $BUCKET"
sync_args=(--delete --cache-control "public, max-age=300")
if [[ "$DRY_RUN" -eq 1 ]]; then
  sync_args+=(--dryrun)
fi
aws s3 sync "$BUILD_DIR" "$BUCKET" "${sync_args[@]}"

if [[ "$DRY_RUN" -eq 1 ]]; then
  log "dry run: skipping CloudFront invalidation"
  exit 0
fi

log "invalidating CloudFront distribution $DISTRIBUTION_ID"
# ... existing code ...
