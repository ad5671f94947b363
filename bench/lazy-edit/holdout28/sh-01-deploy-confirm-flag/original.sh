#!/usr/bin/env bash
#
# deploy.sh — build the site and sync it to the static host.
#
# Usage: ./scripts/deploy.sh [-e staging|production] [-n]

set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT_DIR="$(dirname "$SCRIPT_DIR")"
BUILD_DIR="$ROOT_DIR/public"

ENVIRONMENT="staging"
DRY_RUN=0

usage() {
  sed -n '3,5p' "$0" | sed 's/^# \{0,1\}//'
  exit 1
}

log() {
  printf '\033[1;34m==>\033[0m %s\n' "$*"
}

die() {
  printf '\033[1;31merror:\033[0m %s\n' "$*" >&2
  exit 1
}

while getopts ":e:nh" opt; do
  case "$opt" in
    e) ENVIRONMENT="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    h) usage ;;
    \?) die "unknown option -$OPTARG" ;;
    :) die "option -$OPTARG requires an argument" ;;
  esac
done

case "$ENVIRONMENT" in
  staging)
    BUCKET="s3://staging.example.org"
    DISTRIBUTION_ID="E2STAGING000"
    ;;
  production)
    BUCKET="s3://www.example.org"
    DISTRIBUTION_ID="E1PRODUCTION0"
    ;;
  *)
    die "unknown environment: $ENVIRONMENT"
    ;;
esac

command -v hugo >/dev/null || die "hugo is not installed"
command -v aws >/dev/null || die "aws CLI is not installed"

log "Building site for $ENVIRONMENT"
rm -rf "$BUILD_DIR"
hugo --source "$ROOT_DIR" --environment "$ENVIRONMENT" --minify

SYNC_ARGS=(--delete --cache-control "public, max-age=300")
if [[ "$DRY_RUN" -eq 1 ]]; then
  SYNC_ARGS+=(--dryrun)
fi

log "Syncing $BUILD_DIR to $BUCKET"
aws s3 sync "$BUILD_DIR" "$BUCKET" "${SYNC_ARGS[@]}"

if [[ "$DRY_RUN" -eq 0 ]]; then
  log "Invalidating CloudFront distribution $DISTRIBUTION_ID"
  aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION_ID" --paths "/*" >/dev/null
fi

log "Done"
