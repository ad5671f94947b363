#!/usr/bin/env bash
# Build and deploy the site to the production bucket.
#
# Usage: ./deploy.sh [-e staging|production] [-n] [-h]

set -euo pipefail

ENVIRONMENT="staging"
DRY_RUN=0
DIST_DIR="dist"

usage() {
  sed -n '2,4p' "$0" | sed 's/^# \{0,1\}//'
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
    h) usage; exit 0 ;;
    :) die "option -$OPTARG requires an argument" ;;
    \?) die "unknown option -$OPTARG" ;;
  esac
done

case "$ENVIRONMENT" in
  staging)
    BUCKET="s3://example-site-staging"
    DISTRIBUTION_ID="E2STAGING123"
    ;;
  production)
    BUCKET="s3://example-site-production"
    DISTRIBUTION_ID="E1PROD456789"
    ;;
  *)
    die "unknown environment: $ENVIRONMENT"
    ;;
esac

command -v aws >/dev/null || die "aws CLI not found"

log "building for $ENVIRONMENT"
npm ci --silent
npm run build

SYNC_ARGS=(--delete --cache-control "public, max-age=300")
if [[ $DRY_RUN -eq 1 ]]; then
  SYNC_ARGS+=(--dryrun)
fi

log "syncing $DIST_DIR to $BUCKET"
aws s3 sync "$DIST_DIR" "$BUCKET" "${SYNC_ARGS[@]}"

if [[ $DRY_RUN -eq 0 ]]; then
  log "invalidating CloudFront cache"
  aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION_ID" --paths "/*" >/dev/null
fi

log "done"
