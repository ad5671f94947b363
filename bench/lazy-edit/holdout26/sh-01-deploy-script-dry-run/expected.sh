#!/usr/bin/env bash
#
# Deploy the static site to the CDN bucket.
# Usage: scripts/deploy.sh [--dry-run] [staging|production]

set -euo pipefail

DRY_RUN=0
if [[ "${1:-}" == "--dry-run" ]]; then
  DRY_RUN=1
  shift
fi

ENVIRONMENT="${1:-staging}"
BUILD_DIR="dist"
ROOT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

case "$ENVIRONMENT" in
  staging)
    BUCKET="s3://acme-site-staging"
    DISTRIBUTION_ID="E2STAGING123"
    ;;
  production)
    BUCKET="s3://acme-site-production"
    DISTRIBUTION_ID="E1PRODUCTION9"
    ;;
  *)
    echo "unknown environment: $ENVIRONMENT" >&2
    exit 64
    ;;
esac

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"
}

cd "$ROOT_DIR"

log "installing dependencies"
npm ci --no-audit --no-fund

log "building for $ENVIRONMENT"
NODE_ENV=production npm run build

SYNC_FLAGS=()
if [[ "$DRY_RUN" == 1 ]]; then
  SYNC_FLAGS+=(--dryrun)
fi

log "uploading $BUILD_DIR to $BUCKET"
aws s3 sync "$BUILD_DIR" "$BUCKET" ${SYNC_FLAGS[@]+"${SYNC_FLAGS[@]}"} \
  --delete \
  --cache-control "public, max-age=31536000, immutable" \
  --exclude "*.html"
aws s3 sync "$BUILD_DIR" "$BUCKET" ${SYNC_FLAGS[@]+"${SYNC_FLAGS[@]}"} \
  --exclude "*" \
  --include "*.html" \
  --cache-control "no-cache"

if [[ "$DRY_RUN" == 1 ]]; then
  log "dry run: skipping CloudFront invalidation"
else
  log "invalidating CloudFront cache"
  aws cloudfront create-invalidation \
    --distribution-id "$DISTRIBUTION_ID" \
    --paths "/*" >/dev/null
fi

log "done"
