#!/usr/bin/env bash
set -euo pipefail

APP_NAME="ledger-api"
REGISTRY="registry.example.com/finance"
ENVIRONMENT="${1:-staging}"

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"
}

die() {
  log "ERROR: $*" >&2
  exit 1
}

case "$ENVIRONMENT" in
  staging|production) ;;
  *) die "unknown environment: $ENVIRONMENT (expected staging or production)" ;;
esac

command -v docker >/dev/null || die "docker is not installed"
command -v kubectl >/dev/null || die "kubectl is not installed"

if [[ -n "$(git status --porcelain)" ]]; then
  die "working tree has uncommitted changes"
fi

if [[ "$ENVIRONMENT" == "production" ]]; then
  read -r -p "Deploy $APP_NAME to PRODUCTION? [y/N] " answer
  [[ "$answer" == "y" ]] || die "aborted"
fi

GIT_SHA="$(git rev-parse --short HEAD)"
IMAGE="$REGISTRY/$APP_NAME:$GIT_SHA"

log "Building $IMAGE"
docker build --pull -t "$IMAGE" .

log "Pushing $IMAGE"
docker push "$IMAGE"

log "Deploying to $ENVIRONMENT"
kubectl --context "$ENVIRONMENT" -n finance set image "deployment/$APP_NAME" "api=$IMAGE"
if ! kubectl --context "$ENVIRONMENT" -n finance rollout status "deployment/$APP_NAME" --timeout=5m; then
  log "Rollout failed, rolling back"
  kubectl --context "$ENVIRONMENT" -n finance rollout undo "deployment/$APP_NAME"
  die "deployment of $IMAGE failed"
fi

log "Done"
