#!/usr/bin/env bash
# Deploy the web app to the given environment.
#
# Usage: scripts/deploy.sh [-e staging|production] [-t TAG] [-n] [-s]

set -euo pipefail

ENVIRONMENT="staging"
TAG="$(git rev-parse --short HEAD)"
DRY_RUN=0
SKIP_BUILD=0
REGISTRY="ghcr.io/acme/webapp"

# ... existing code ...

while getopts ":e:t:nsh" opt; do
  case "$opt" in
    e) ENVIRONMENT="$OPTARG" ;;
    t) TAG="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    s) SKIP_BUILD=1 ;;
    h) usage ;;
# ... existing code ...

IMAGE="$REGISTRY:$TAG"
if [[ "$SKIP_BUILD" -eq 1 ]]; then
  log "skipping build, deploying existing $IMAGE"
else
  log "building $IMAGE"
  run docker build --pull -t "$IMAGE" .
  run docker push "$IMAGE"
fi

# ... existing code ...
