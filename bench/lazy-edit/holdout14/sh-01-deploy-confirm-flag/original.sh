#!/usr/bin/env bash
set -euo pipefail

# Deploys the current build to the given environment.

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT_DIR="$(dirname "$SCRIPT_DIR")"

ENVIRONMENT=""
DRY_RUN=0
IMAGE_TAG="$(git -C "$ROOT_DIR" rev-parse --short HEAD)"

usage() {
  cat <<EOF
Usage: $(basename "$0") -e <staging|production> [-t TAG] [-n]

  -e ENV   target environment (required)
  -t TAG   image tag to deploy (default: current git sha)
  -n       dry run: print commands instead of running them
EOF
}

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

run() {
  if [[ "$DRY_RUN" -eq 1 ]]; then
    echo "+ $*"
  else
    "$@"
  fi
}

while getopts ":e:t:nh" opt; do
  case "$opt" in
    e) ENVIRONMENT="$OPTARG" ;;
    t) IMAGE_TAG="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    h) usage; exit 0 ;;
    *) usage; exit 2 ;;
  esac
done

if [[ "$ENVIRONMENT" != "staging" && "$ENVIRONMENT" != "production" ]]; then
  usage
  exit 2
fi

log "Deploying $IMAGE_TAG to $ENVIRONMENT"

run docker build -t "registry.example.com/shop:$IMAGE_TAG" "$ROOT_DIR"
run docker push "registry.example.com/shop:$IMAGE_TAG"
run kubectl --context "$ENVIRONMENT" -n shop set image deployment/shop web="registry.example.com/shop:$IMAGE_TAG"
run kubectl --context "$ENVIRONMENT" -n shop rollout status deployment/shop --timeout=300s

log "Done"
