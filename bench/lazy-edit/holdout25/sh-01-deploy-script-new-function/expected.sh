#!/usr/bin/env bash
#
# deploy.sh — build and roll out the web app to the target environment.
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
  log "ERROR: $*"
  exit 1
}

usage() {
  sed -n '5p' "$0" | sed 's/^# //'
  exit 2
}

require() {
  local cmd
  for cmd in "$@"; do
    command -v "$cmd" >/dev/null 2>&1 || die "missing required command: $cmd"
  done
}

build_image() {
  local tag="$1"
  log "building ${REGISTRY}:${tag}"
  docker build \
    --pull \
    --build-arg GIT_SHA="${tag}" \
    -t "${REGISTRY}:${tag}" \
    "${REPO_ROOT}"
  docker push "${REGISTRY}:${tag}"
}

rollout() {
  local env="$1" tag="$2"
  log "deploying ${tag} to ${env}"
  kubectl --context "${env}" -n web set image deployment/web web="${REGISTRY}:${tag}"
  kubectl --context "${env}" -n web rollout status deployment/web --timeout=300s
}

smoke_test() {
  local env="$1"
  local url
  case "$env" in
    staging) url="https://staging.example.com/healthz" ;;
    production) url="https://www.example.com/healthz" ;;
  esac
  log "smoke testing ${url}"
  curl --fail --silent --show-error --retry 5 --retry-delay 3 "${url}" >/dev/null \
    || die "smoke test failed for ${env}"
}

main() {
  [[ $# -ge 1 ]] || usage
  local env="$1"
  local ref="${2:-HEAD}"

  case "$env" in
    staging|production) ;;
    *) usage ;;
  esac

  require git docker kubectl curl

  local tag
  tag="$(git -C "${REPO_ROOT}" rev-parse --short=12 "${ref}")"

  build_image "${tag}"
  rollout "${env}" "${tag}"
  smoke_test "${env}"
  log "done"
}

main "$@"
