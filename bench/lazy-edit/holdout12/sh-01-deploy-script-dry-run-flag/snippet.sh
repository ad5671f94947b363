#!/usr/bin/env bash
set -euo pipefail

# Deploys the current build to the given environment.
# Usage: ./deploy.sh <staging|production> [--skip-tests] [--dry-run]

APP_NAME="storefront"
REGISTRY="registry.example.com/acme"
SKIP_TESTS=false
DRY_RUN=false

# ... existing code ...

usage() {
  echo "Usage: $0 <staging|production> [--skip-tests] [--dry-run]"
  exit 2
}

# ... existing code ...

while [[ $# -gt 0 ]]; do
  case "$1" in
    --skip-tests) SKIP_TESTS=true ;;
    --dry-run) DRY_RUN=true ;;
    *) die "unknown option: $1" ;;
  esac
  shift
done

# ... existing code ...

log "Building $IMAGE"
docker build -t "$IMAGE" .

if [[ "$DRY_RUN" == true ]]; then
  log "Dry run: skipping push and deploy of $IMAGE to $ENVIRONMENT"
  exit 0
fi

docker push "$IMAGE"

# ... existing code ...
