#!/usr/bin/env bash
#
# Build and deploy the site to the static host.
# Usage: ./deploy.sh [-e staging|production] [-n] [-v]

set -euo pipefail

ENVIRONMENT="staging"
DRY_RUN=0
VERBOSE=0
BUILD_DIR="dist"

usage() {
  sed -n '3,4p' "$0" | sed 's/^# \{0,1\}//'
  exit "${1:-0}"
}

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

while getopts ":e:nvh" opt; do
  case "$opt" in
    e) ENVIRONMENT="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    v) VERBOSE=1 ;;
    h) usage 0 ;;
    :) log "option -$OPTARG requires an argument"; usage 1 ;;
    \?) log "unknown option -$OPTARG"; usage 1 ;;
  esac
done

case "$ENVIRONMENT" in
  staging) BUCKET="s3://staging.example.com" ;;
  production) BUCKET="s3://www.example.com" ;;
  *) log "unknown environment: $ENVIRONMENT"; exit 1 ;;
esac

[[ "$VERBOSE" -eq 1 ]] && set -x

log "building for $ENVIRONMENT"
npm ci --silent
NODE_ENV=production npm run build

SYNC_ARGS=(--delete --cache-control "public, max-age=300")
if [[ "$DRY_RUN" -eq 1 ]]; then
  SYNC_ARGS+=(--dryrun)
fi

log "syncing $BUILD_DIR to $BUCKET"
aws s3 sync "$BUILD_DIR" "$BUCKET" "${SYNC_ARGS[@]}"

log "done"
