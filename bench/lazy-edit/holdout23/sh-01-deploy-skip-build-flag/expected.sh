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

usage() {
  sed -n '2,4p' "$0" | sed 's/^# \{0,1\}//'
  exit 1
}

log() {
  printf '[deploy] %s\n' "$*" >&2
}

run() {
  if [[ "$DRY_RUN" -eq 1 ]]; then
    log "dry-run: $*"
  else
    "$@"
  fi
}

while getopts ":e:t:nsh" opt; do
  case "$opt" in
    e) ENVIRONMENT="$OPTARG" ;;
    t) TAG="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    s) SKIP_BUILD=1 ;;
    h) usage ;;
    \?) log "unknown option -$OPTARG"; usage ;;
    :) log "option -$OPTARG requires an argument"; usage ;;
  esac
done

case "$ENVIRONMENT" in
  staging|production) ;;
  *) log "invalid environment: $ENVIRONMENT"; exit 1 ;;
esac

if [[ "$ENVIRONMENT" == "production" && -n "$(git status --porcelain)" ]]; then
  log "refusing to deploy a dirty working tree to production"
  exit 1
fi

IMAGE="$REGISTRY:$TAG"
if [[ "$SKIP_BUILD" -eq 1 ]]; then
  log "skipping build, deploying existing $IMAGE"
else
  log "building $IMAGE"
  run docker build --pull -t "$IMAGE" .
  run docker push "$IMAGE"
fi

log "rolling out to $ENVIRONMENT"
run kubectl --context "$ENVIRONMENT" -n webapp set image deployment/webapp web="$IMAGE"
run kubectl --context "$ENVIRONMENT" -n webapp rollout status deployment/webapp --timeout=5m

log "done"
