#!/usr/bin/env bash
#
# Deploy the current build to one of the app servers.
# Usage: ./scripts/deploy.sh <staging|production> [git-ref]

set -euo pipefail

ENVIRONMENT="${1:-}"
GIT_REF="${2:-HEAD}"
APP_NAME="ledger"
RELEASES_TO_KEEP=10
SSH_USER="deploy"

log() {
  printf '[%s] %s\n' "$(date '+%H:%M:%S')" "$*"
}

die() {
  log "ERROR: $*" >&2
  exit 1
}

case "$ENVIRONMENT" in
  staging)
    HOSTS=("staging-1.internal")
    ;;
  production)
    HOSTS=("app-1.internal" "app-2.internal" "app-3.internal")
    ;;
  *)
    die "usage: $0 <staging|production> [git-ref]"
    ;;
esac

REVISION="$(git rev-parse --short "$GIT_REF")"
RELEASE="$(date '+%Y%m%d%H%M%S')-$REVISION"
ARCHIVE="/tmp/$APP_NAME-$RELEASE.tar.gz"

build_archive() {
  log "building archive for $REVISION"
  git archive --format=tar "$GIT_REF" | gzip > "$ARCHIVE"
}

upload_release() {
  local host="$1"
  log "uploading to $host"
  scp -q "$ARCHIVE" "$SSH_USER@$host:/tmp/"
  ssh "$SSH_USER@$host" bash -s <<EOF
set -euo pipefail
mkdir -p /srv/$APP_NAME/releases/$RELEASE
tar -xzf /tmp/$(basename "$ARCHIVE") -C /srv/$APP_NAME/releases/$RELEASE
ln -sfn /srv/$APP_NAME/releases/$RELEASE /srv/$APP_NAME/current
rm -f /tmp/$(basename "$ARCHIVE")
EOF
}

restart_service() {
  local host="$1"
  log "restarting $APP_NAME on $host"
  ssh "$SSH_USER@$host" "sudo systemctl restart $APP_NAME"
}

health_check() {
  local host="$1"
  local attempt
  for attempt in 1 2 3 4 5; do
    if ssh "$SSH_USER@$host" "curl -fsS http://localhost:8080/healthz >/dev/null"; then
      log "$host is healthy"
      return 0
    fi
    sleep $((attempt * 2))
  done
  return 1
}

cleanup_releases() {
  local host="$1"
  ssh "$SSH_USER@$host" \
    "cd /srv/$APP_NAME/releases && ls -1t | tail -n +$((RELEASES_TO_KEEP + 1)) | xargs -r rm -rf"
}

build_archive

for host in "${HOSTS[@]}"; do
  upload_release "$host"
  restart_service "$host"
  if ! health_check "$host"; then
    die "health check failed on $host; aborting deploy"
  fi
  cleanup_releases "$host"
done

rm -f "$ARCHIVE"
log "deployed $RELEASE to $ENVIRONMENT"
