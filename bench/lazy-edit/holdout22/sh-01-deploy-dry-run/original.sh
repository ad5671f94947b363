#!/usr/bin/env bash
#
# deploy.sh — build and roll out the web app to a target environment.
#
# Usage: ./scripts/deploy.sh <staging|production> [--skip-tests]

set -euo pipefail

readonly SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly ROOT_DIR="$(dirname "$SCRIPT_DIR")"
readonly REGISTRY="registry.example.com/web"

ENVIRONMENT=""
SKIP_TESTS=0

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

die() {
  log "ERROR: $*"
  exit 1
}

usage() {
  sed -n '3,5p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
}

parse_args() {
  while [[ $# -gt 0 ]]; do
    case "$1" in
      staging|production)
        ENVIRONMENT="$1"
        ;;
      --skip-tests)
        SKIP_TESTS=1
        ;;
      -h|--help)
        usage
        ;;
      *)
        die "unknown argument: $1"
        ;;
    esac
    shift
  done
  [[ -n "$ENVIRONMENT" ]] || usage
}

build_image() {
  local tag="$1"
  log "building ${REGISTRY}:${tag}"
  docker build --pull -t "${REGISTRY}:${tag}" "$ROOT_DIR"
  docker push "${REGISTRY}:${tag}"
}

run_tests() {
  if [[ "$SKIP_TESTS" -eq 1 ]]; then
    log "skipping tests"
    return
  fi
  log "running tests"
  (cd "$ROOT_DIR" && npm ci && npm test)
}

rollout() {
  local tag="$1"
  log "deploying ${tag} to ${ENVIRONMENT}"
  kubectl --context "$ENVIRONMENT" -n web set image deployment/web web="${REGISTRY}:${tag}"
  kubectl --context "$ENVIRONMENT" -n web rollout status deployment/web --timeout=5m
}

main() {
  parse_args "$@"
  local tag
  tag="$(git -C "$ROOT_DIR" rev-parse --short HEAD)"
  run_tests
  build_image "$tag"
  rollout "$tag"
  log "done"
}

main "$@"
