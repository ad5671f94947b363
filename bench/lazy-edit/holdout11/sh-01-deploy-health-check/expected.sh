#!/usr/bin/env bash
set -euo pipefail

APP_NAME="storefront"
DEPLOY_USER="deploy"
RELEASES_TO_KEEP=5
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

log() {
  printf '[%s] %s\n' "$(date '+%H:%M:%S')" "$*" >&2
}

die() {
  log "ERROR: $*"
  exit 1
}

require() {
  command -v "$1" >/dev/null 2>&1 || die "missing required command: $1"
}

build_release() {
  local version="$1"
  log "Building ${APP_NAME} ${version}"
  npm ci --no-audit --no-fund
  npm run build
  tar -czf "/tmp/${APP_NAME}-${version}.tar.gz" -C "${SCRIPT_DIR}/.." dist package.json package-lock.json
}

upload_release() {
  local host="$1" version="$2"
  log "Uploading to ${host}"
  scp -q "/tmp/${APP_NAME}-${version}.tar.gz" "${DEPLOY_USER}@${host}:/tmp/"
  ssh "${DEPLOY_USER}@${host}" bash -s -- "${APP_NAME}" "${version}" <<'REMOTE'
set -euo pipefail
app="$1"; version="$2"
release_dir="/srv/${app}/releases/${version}"
mkdir -p "${release_dir}"
tar -xzf "/tmp/${app}-${version}.tar.gz" -C "${release_dir}"
cd "${release_dir}" && npm ci --omit=dev --no-audit --no-fund
ln -sfn "${release_dir}" "/srv/${app}/current"
sudo systemctl restart "${app}"
REMOTE
}

health_check() {
  local host="$1" attempts=0
  log "Waiting for ${host} to become healthy"
  until curl -fsS --max-time 5 "http://${host}:3000/health" >/dev/null; do
    attempts=$((attempts + 1))
    if (( attempts >= 20 )); then
      die "${host} did not become healthy after deploy"
    fi
    sleep 3
  done
}

cleanup_old_releases() {
  local host="$1"
  log "Removing old releases on ${host}"
  ssh "${DEPLOY_USER}@${host}" \
    "cd /srv/${APP_NAME}/releases && ls -1t | tail -n +$((RELEASES_TO_KEEP + 1)) | xargs -r rm -rf"
}

main() {
  [[ $# -ge 2 ]] || die "usage: $0 <version> <host> [host...]"
  require npm
  require ssh
  require scp
  require curl

  local version="$1"
  shift
  build_release "${version}"
  for host in "$@"; do
    upload_release "${host}" "${version}"
    health_check "${host}"
    cleanup_old_releases "${host}"
  done
  log "Deployed ${APP_NAME} ${version} to $# host(s)"
}

main "$@"
