#!/usr/bin/env bash
set -euo pipefail

APP_NAME="ledger"
DEPLOY_USER="deploy"
RELEASES_TO_KEEP=5

usage() {
  echo "Usage: $0 <environment> <git-ref>" >&2
  echo "  environment: staging | production" >&2
  exit 1
}

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"
}

[[ $# -eq 2 ]] || usage
ENVIRONMENT="$1"
GIT_REF="$2"

case "$ENVIRONMENT" in
  staging)
    HOSTS=("app-stg-1.internal")
    ;;
  production)
    HOSTS=("app-prd-1.internal" "app-prd-2.internal")
    ;;
  *)
    usage
    ;;
esac

RELEASE="$(date +%Y%m%d%H%M%S)"
ARCHIVE="/tmp/${APP_NAME}-${RELEASE}.tar.gz"

log "Building ${GIT_REF} as release ${RELEASE}"
git archive --format=tar.gz -o "$ARCHIVE" "$GIT_REF"

for host in "${HOSTS[@]}"; do
  log "Deploying to ${host}"
  scp -q "$ARCHIVE" "${DEPLOY_USER}@${host}:/tmp/"
  ssh "${DEPLOY_USER}@${host}" bash -s -- "$RELEASE" "$APP_NAME" <<'REMOTE'
set -euo pipefail
release="$1"; app="$2"
mkdir -p "/srv/${app}/releases/${release}"
tar -xzf "/tmp/${app}-${release}.tar.gz" -C "/srv/${app}/releases/${release}"
ln -sfn "/srv/${app}/releases/${release}" "/srv/${app}/current"
sudo systemctl restart "${app}"
REMOTE
done

rm -f "$ARCHIVE"
log "Deployed ${RELEASE} to ${#HOSTS[@]} host(s)"
