#!/usr/bin/env bash
#
# deploy.sh — build and roll out the web app to a target environment.
#
# Usage: ./scripts/deploy.sh <staging|production> [--skip-tests] [--dry-run]

set -euo pipefail
# ... keep existing ...
ENVIRONMENT=""
SKIP_TESTS=0
DRY_RUN=0

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

run() {
  if [[ "$DRY_RUN" -eq 1 ]]; then
    log "dry-run: $*"
  else
    "$@"
  fi
}
# ... keep existing ...
      --skip-tests)
        SKIP_TESTS=1
        ;;
      --dry-run)
        DRY_RUN=1
        ;;
# ... keep existing ...
rollout() {
  local tag="$1"
  log "deploying ${tag} to ${ENVIRONMENT}"
  run kubectl --context "$ENVIRONMENT" -n web set image deployment/web web="${REGISTRY}:${tag}"
  run kubectl --context "$ENVIRONMENT" -n web rollout status deployment/web --timeout=5m
}
# ... keep existing ...
