#!/usr/bin/env bash
#
# Build and deploy the static site to the production bucket.
#
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT_DIR="$(dirname "$SCRIPT_DIR")"
BUILD_DIR="$ROOT_DIR/dist"
BUCKET="${DEPLOY_BUCKET:-s3://www.example.org}"
DISTRIBUTION_ID="${CLOUDFRONT_DISTRIBUTION_ID:-}"

log() {
  printf '\033[1;34m==>\033[0m %s\n' "$*"
}

die() {
  printf '\033[1;31merror:\033[0m %s\n' "$*" >&2
  exit 1
}

require() {
  command -v "$1" >/dev/null 2>&1 || die "required command not found: $1"
}

check_clean_tree() {
  if [[ -n "$(git -C "$ROOT_DIR" status --porcelain)" ]]; then
    die "working tree has uncommitted changes; commit or stash them first"
  fi
}

build() {
  log "Installing dependencies"
  npm ci --prefix "$ROOT_DIR"
  log "Building site"
  npm run build --prefix "$ROOT_DIR"
  [[ -f "$BUILD_DIR/index.html" ]] || die "build did not produce $BUILD_DIR/index.html"
}

upload() {
  log "Uploading hashed assets with long cache lifetime"
  aws s3 sync "$BUILD_DIR/assets" "$BUCKET/assets" \
    --delete \
    --cache-control "public, max-age=31536000, immutable"

  log "Uploading HTML and other files"
  aws s3 sync "$BUILD_DIR" "$BUCKET" \
    --delete \
    --exclude "assets/*" \
    --cache-control "public, max-age=60"
}

invalidate() {
  log "Creating CloudFront invalidation"
  aws cloudfront create-invalidation \
    --distribution-id "$DISTRIBUTION_ID" \
    --paths "/*" >/dev/null
}

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
