#!/usr/bin/env bash
# Build and deploy the site to the production bucket.
#
# Usage: ./deploy.sh [-e staging|production] [-n] [-s] [-h]

set -euo pipefail

ENVIRONMENT="staging"
DRY_RUN=0
SKIP_BUILD=0
DIST_DIR="dist"

# ... existing code ...

while getopts ":e:nsh" opt; do
  case "$opt" in
    e) ENVIRONMENT="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    s) SKIP_BUILD=1 ;;
    h) usage; exit 0 ;;
    # ... existing code ...
  esac
done

# ... existing code ...

command -v aws >/dev/null || die "aws CLI not found"

if [[ $SKIP_BUILD -eq 1 ]]; then
  [[ -d $DIST_DIR ]] || die "$DIST_DIR does not exist; run without -s first"
  log "skipping build, deploying existing $DIST_DIR"
else
  log "building for $ENVIRONMENT"
  npm ci --silent
  npm run build
fi

# ... existing code ...
