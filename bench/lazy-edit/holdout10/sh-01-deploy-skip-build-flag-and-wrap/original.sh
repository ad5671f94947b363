#!/usr/bin/env bash
set -euo pipefail

APP_NAME="ledger-api"
REGISTRY="registry.example.com/platform"
ENVIRONMENT="staging"
TAG="$(git rev-parse --short HEAD)"
DRY_RUN=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [options]

Options:
  -e, --env ENV     Target environment (staging|production). Default: staging
  -t, --tag TAG     Image tag to deploy. Default: current git short SHA
  -n, --dry-run     Print the commands instead of running them
  -h, --help        Show this help
EOF
}

log() {
  printf '[%s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2
}

run() {
  if [[ "$DRY_RUN" -eq 1 ]]; then
    echo "+ $*"
  else
    "$@"
  fi
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    -e|--env)
      ENVIRONMENT="$2"
      shift 2
      ;;
    -t|--tag)
      TAG="$2"
      shift 2
      ;;
    -n|--dry-run)
      DRY_RUN=1
      shift
      ;;
    -h|--help)
      usage
      exit 0
      ;;
    *)
      echo "Unknown option: $1" >&2
      usage
      exit 1
      ;;
  esac
done

case "$ENVIRONMENT" in
  staging|production) ;;
  *)
    echo "Invalid environment: $ENVIRONMENT" >&2
    exit 1
    ;;
esac

IMAGE="$REGISTRY/$APP_NAME:$TAG"

log "Building $IMAGE"
run docker build --pull -t "$IMAGE" .

log "Pushing $IMAGE"
run docker push "$IMAGE"

log "Deploying $IMAGE to $ENVIRONMENT"
run kubectl --context "$ENVIRONMENT" -n "$APP_NAME" set image "deployment/$APP_NAME" "app=$IMAGE"
run kubectl --context "$ENVIRONMENT" -n "$APP_NAME" rollout status "deployment/$APP_NAME" --timeout=5m

log "Done"
