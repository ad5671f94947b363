#!/usr/bin/env bash
# Build and publish the API container image.
#
# Usage: scripts/docker-build.sh [--tag TAG] [--platform PLATFORMS] [--push [--latest]] [--no-cache]
# ... existing code ...
PUSH=false
LATEST=false
NO_CACHE=""
# ... existing code ...
    --push)
      PUSH=true
      shift
      ;;
    --latest)
      LATEST=true
      shift
      ;;
# ... existing code ...
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
