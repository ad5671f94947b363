#!/usr/bin/env bash
#
# deploy.sh — build and roll out the web app to the given environment.
#
# Usage: ./scripts/deploy.sh <staging|production> [git-ref]

set -euo pipefail

readonly SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly REPO_ROOT="$(cd "${SCRIPT_DIR}/.." && pwd)"
readonly REGISTRY="registry.example.com/web"

log() {
  printf '[%s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2
}

die() {
  log "error: $*"
  exit 1
}

usage() {
  sed -n '5p' "$0" | sed 's/^# //'
  exit 2
}

[[ $# -ge 1 ]] || usage
env="$1"
ref="${2:-HEAD}"

case "$env" in
  staging)
    cluster="k8s-staging"
    replicas=2
    ;;
  production)
    cluster="k8s-prod"
    replicas=6
    ;;
  *)
    usage
    ;;
esac

cd "$REPO_ROOT"
sha="$(git rev-parse --short "$ref")"
image="${REGISTRY}:${sha}"

log "building ${image}"
docker build --pull -t "$image" --build-arg GIT_SHA="$sha" .
docker push "$image"

log "deploying ${image} to ${cluster} (${replicas} replicas)"
kubectl --context "$cluster" -n web set image deployment/web web="$image"
kubectl --context "$cluster" -n web scale deployment/web --replicas="$replicas"
kubectl --context "$cluster" -n web rollout status deployment/web --timeout=5m

log "done"
