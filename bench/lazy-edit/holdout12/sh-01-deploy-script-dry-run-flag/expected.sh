#!/usr/bin/env bash
set -euo pipefail

# Deploys the current build to the given environment.
# Usage: ./deploy.sh <staging|production> [--skip-tests] [--dry-run]

APP_NAME="storefront"
REGISTRY="registry.example.com/acme"
SKIP_TESTS=false
DRY_RUN=false

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"
}

die() {
  log "ERROR: $*" >&2
  exit 1
}

usage() {
  echo "Usage: $0 <staging|production> [--skip-tests] [--dry-run]"
  exit 2
}

[[ $# -ge 1 ]] || usage
ENVIRONMENT="$1"
shift

case "$ENVIRONMENT" in
  staging|production) ;;
  *) usage ;;
esac

while [[ $# -gt 0 ]]; do
  case "$1" in
    --skip-tests) SKIP_TESTS=true ;;
    --dry-run) DRY_RUN=true ;;
    *) die "unknown option: $1" ;;
  esac
  shift
done

GIT_SHA="$(git rev-parse --short HEAD)"
IMAGE="$REGISTRY/$APP_NAME:$GIT_SHA"

if [[ -n "$(git status --porcelain)" ]]; then
  die "working tree is dirty; commit or stash your changes first"
fi

if [[ "$SKIP_TESTS" != true ]]; then
  log "Running tests"
  npm test
fi

log "Building $IMAGE"
docker build -t "$IMAGE" .

if [[ "$DRY_RUN" == true ]]; then
  log "Dry run: skipping push and deploy of $IMAGE to $ENVIRONMENT"
  exit 0
fi

docker push "$IMAGE"

log "Deploying $IMAGE to $ENVIRONMENT"
kubectl --context "$ENVIRONMENT" set image "deployment/$APP_NAME" "app=$IMAGE"
kubectl --context "$ENVIRONMENT" rollout status "deployment/$APP_NAME" --timeout=5m

log "Done"
