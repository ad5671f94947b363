#!/usr/bin/env bash
#
# deploy.sh - build and roll out the web frontend to the static hosting bucket.
#
# Usage: ./scripts/deploy.sh <staging|production> [--skip-build]

set -euo pipefail

readonly SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly ROOT_DIR="$(dirname "$SCRIPT_DIR")"
readonly DIST_DIR="$ROOT_DIR/dist"

log() {
  printf '\033[1;34m==>\033[0m %s\n' "$*"
}

die() {
  printf '\033[1;31merror:\033[0m %s\n' "$*" >&2
  exit 1
}

require() {
  command -v "$1" >/dev/null 2>&1 || die "missing required command: $1"
}

usage() {
  sed -n '3,5p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
}

bucket_for() {
  case "$1" in
    staging) echo "s3://example-web-staging" ;;
    production) echo "s3://example-web-production" ;;
    *) die "unknown environment: $1" ;;
  esac
}

distribution_for() {
  case "$1" in
    staging) echo "E2STAGING0000" ;;
    production) echo "E1PRODUCTION00" ;;
  esac
}

build() {
  log "installing dependencies"
  npm ci --no-audit --no-fund
  log "building"
  NODE_ENV=production npm run build
}

upload() {
  local bucket="$1"
  log "uploading hashed assets to $bucket"
  aws s3 sync "$DIST_DIR/assets" "$bucket/assets" \
    --cache-control "public, max-age=31536000, immutable" \
    --delete
  log "uploading html to $bucket"
  aws s3 sync "$DIST_DIR" "$bucket" \
    --exclude "assets/*" \
    --cache-control "no-cache" \
    --delete
}

invalidate() {
  local distribution="$1"
  log "invalidating CloudFront distribution $distribution"
  aws cloudfront create-invalidation --distribution-id "$distribution" --paths "/*" >/dev/null
}

main() {
  [[ $# -ge 1 ]] || usage
  local env="$1"
  shift
  local skip_build=false
  for arg in "$@"; do
    case "$arg" in
      --skip-build) skip_build=true ;;
      *) die "unknown option: $arg" ;;
    esac
  done

  require aws
  require npm

  local bucket distribution
  bucket="$(bucket_for "$env")"
  distribution="$(distribution_for "$env")"

  if [[ "$skip_build" == false ]]; then
    build
  fi
  [[ -d "$DIST_DIR" ]] || die "no build output in $DIST_DIR"

  upload "$bucket"
  invalidate "$distribution"
  log "deployed to $env"
}

main "$@"
