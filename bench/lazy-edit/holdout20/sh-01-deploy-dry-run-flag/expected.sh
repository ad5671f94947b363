#!/usr/bin/env bash
# Deploy the static site to the CDN bucket and invalidate the cache.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT_DIR="$(dirname "$SCRIPT_DIR")"
BUILD_DIR="$ROOT_DIR/dist"

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

log() {
  printf '[deploy] %s\n' "$*" >&2
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    -e|--env)
      ENVIRONMENT="$2"
      shift 2
      ;;
    --skip-build)
      SKIP_BUILD=1
      shift
      ;;
    --dry-run)
      DRY_RUN=1
      shift
      ;;
    -h|--help)
      usage
      exit 0
      ;;
    *)
      log "unknown argument: $1"
      usage
      exit 2
      ;;
  esac
done

case "$ENVIRONMENT" in
  staging)
    BUCKET="s3://acme-site-staging"
    DISTRIBUTION_ID="E2STAGING0001"
    ;;
  production)
    BUCKET="s3://acme-site-production"
    DISTRIBUTION_ID="E1PRODUCTION01"
    ;;
  *)
    log "unknown environment: $ENVIRONMENT"
    exit 2
    ;;
esac

if [[ "$SKIP_BUILD" -eq 0 ]]; then
  log "building site"
  (cd "$ROOT_DIR" && npm ci && npm run build)
fi

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
aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION_ID" --paths "/*" >/dev/null

log "done: $ENVIRONMENT"
