#!/usr/bin/env bash
set -euo pipefail

APP_NAME="storefront"
REGISTRY="ghcr.io/acme"
DEPLOY_HOST="${DEPLOY_HOST:-deploy@prod-1.acme.internal}"
RELEASE_DIR="/srv/${APP_NAME}/releases"

log() {
  printf '\033[1;34m==>\033[0m %s\n' "$*"
}

die() {
  printf '\033[1;31merror:\033[0m %s\n' "$*" >&2
  exit 1
}

require() {
  command -v "$1" >/dev/null 2>&1 || die "missing required command: $1"
}

build_image() {
  local tag="$1"
  log "Building ${REGISTRY}/${APP_NAME}:${tag}"
  docker build --pull -t "${REGISTRY}/${APP_NAME}:${tag}" .
  docker push "${REGISTRY}/${APP_NAME}:${tag}"
}

deploy() {
  local tag="$1"
  log "Deploying ${tag} to ${DEPLOY_HOST}"
  ssh "${DEPLOY_HOST}" bash -s -- "${tag}" "${RELEASE_DIR}" <<'REMOTE'
set -euo pipefail
tag="$1"
release_dir="$2"
mkdir -p "${release_dir}/${tag}"
cd "${release_dir}/${tag}"
docker compose pull
docker compose up -d --remove-orphans
ln -sfn "${release_dir}/${tag}" "${release_dir}/../current"
REMOTE
}

main() {
  require docker
  require git
  require ssh

  local tag
  tag="$(git rev-parse --short HEAD)"

  if [[ -n "$(git status --porcelain)" ]]; then
    die "working tree is dirty; commit or stash your changes first"
  fi

  build_image "${tag}"
  deploy "${tag}"
  log "Done: ${APP_NAME}@${tag}"
}

main "$@"
