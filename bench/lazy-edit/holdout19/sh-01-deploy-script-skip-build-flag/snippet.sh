#!/usr/bin/env bash
#
# Build and deploy the site to the static host.
# Usage: ./deploy.sh [-e staging|production] [-n] [-s] [-v]

set -euo pipefail

ENVIRONMENT="staging"
DRY_RUN=0
SKIP_BUILD=0
VERBOSE=0
BUILD_DIR="dist"

# ... existing code ...

while getopts ":e:nsvh" opt; do
  case "$opt" in
    e) ENVIRONMENT="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    s) SKIP_BUILD=1 ;;
    v) VERBOSE=1 ;;
# ... existing code ...

[[ "$VERBOSE" -eq 1 ]] && set -x

if [[ "$SKIP_BUILD" -eq 1 ]]; then
  log "skipping build, deploying existing $BUILD_DIR"
else
  log "building for $ENVIRONMENT"
  npm ci --silent
  NODE_ENV=production npm run build
fi

# ... existing code ...
