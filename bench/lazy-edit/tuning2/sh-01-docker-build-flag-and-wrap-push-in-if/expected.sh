#!/usr/bin/env bash
# Build and publish the API container image.
#
# Usage: scripts/docker-build.sh [--tag TAG] [--platform PLATFORMS] [--push [--latest]] [--no-cache]

set -euo pipefail

REGISTRY="${REGISTRY:-ghcr.io/acme}"
IMAGE_NAME="${IMAGE_NAME:-api}"
TAG="$(git rev-parse --short HEAD)"
PLATFORMS="linux/amd64"
PUSH=false
LATEST=false
NO_CACHE=""

usage() {
  sed -n '2,4p' "$0" | sed 's/^# \{0,1\}//'
}

log() {
  printf '\033[1;34m==>\033[0m %s\n' "$*" >&2
}

die() {
  printf 'error: %s\n' "$*" >&2
  exit 1
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    --tag)
      TAG="$2"
      shift 2
      ;;
    --platform)
      PLATFORMS="$2"
      shift 2
      ;;
    --push)
      PUSH=true
      shift
      ;;
    --latest)
      LATEST=true
      shift
      ;;
    --no-cache)
      NO_CACHE="--no-cache"
      shift
      ;;
    -h|--help)
      usage
      exit 0
      ;;
    *)
      die "unknown option: $1"
      ;;
  esac
done

command -v docker >/dev/null 2>&1 || die "docker is not installed"

IMAGE="${REGISTRY}/${IMAGE_NAME}"
log "building ${IMAGE}:${TAG} for ${PLATFORMS}"

docker buildx build \
  --platform "${PLATFORMS}" \
  --build-arg GIT_SHA="$(git rev-parse HEAD)" \
  --build-arg BUILD_DATE="$(date -u +%Y-%m-%dT%H:%M:%SZ)" \
  ${NO_CACHE} \
  --tag "${IMAGE}:${TAG}" \
  --load \
  .

log "running smoke test"
docker run --rm "${IMAGE}:${TAG}" --version

if [[ "${PUSH}" == true ]]; then
  log "pushing ${IMAGE}:${TAG}"
  docker push "${IMAGE}:${TAG}"
  if [[ "${LATEST}" == true ]]; then
    docker tag "${IMAGE}:${TAG}" "${IMAGE}:latest"
    docker push "${IMAGE}:latest"
  fi
else
  log "skipping push (pass --push to publish)"
fi

log "done"
