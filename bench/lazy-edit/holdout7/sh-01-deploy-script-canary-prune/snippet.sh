# ... existing code ...
case "$ENVIRONMENT" in
  staging)
    HOSTS=("app-stg-1.internal")
    ;;
  canary)
    HOSTS=("app-prd-1.internal")
    ;;
  production)
  # ... existing code ...
esac

RELEASE="$(date +%Y%m%d%H%M%S)"
ARCHIVE="/tmp/${APP_NAME}-${RELEASE}.tar.gz"
trap 'rm -f "$ARCHIVE"' EXIT

# ... existing code ...
  ssh "${DEPLOY_USER}@${host}" bash -s -- "$RELEASE" "$APP_NAME" "$RELEASES_TO_KEEP" <<'REMOTE'
set -euo pipefail
release="$1"; app="$2"; keep="$3"
# ... existing code ...
sudo systemctl restart "${app}"
ls -1dt "/srv/${app}/releases"/* | tail -n +$((keep + 1)) | xargs -r rm -rf
REMOTE
  if ! curl -fsS --retry 5 --retry-delay 2 "http://${host}:8080/healthz" >/dev/null; then
    log "Health check failed on ${host}; aborting"
    exit 1
  fi
done

log "Deployed ${RELEASE} to ${#HOSTS[@]} host(s)"
