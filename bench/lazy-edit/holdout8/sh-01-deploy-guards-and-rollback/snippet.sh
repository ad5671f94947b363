# ... existing code ...
command -v kubectl >/dev/null || die "kubectl is not installed"

if [[ -n "$(git status --porcelain)" ]]; then
  die "working tree has uncommitted changes"
fi

if [[ "$ENVIRONMENT" == "production" ]]; then
  read -r -p "Deploy $APP_NAME to PRODUCTION? [y/N] " answer
  [[ "$answer" == "y" ]] || die "aborted"
fi

GIT_SHA="$(git rev-parse --short HEAD)"
# ... existing code ...
log "Deploying to $ENVIRONMENT"
kubectl --context "$ENVIRONMENT" -n finance set image "deployment/$APP_NAME" "api=$IMAGE"
if ! kubectl --context "$ENVIRONMENT" -n finance rollout status "deployment/$APP_NAME" --timeout=5m; then
  log "Rollout failed, rolling back"
  kubectl --context "$ENVIRONMENT" -n finance rollout undo "deployment/$APP_NAME"
  die "deployment of $IMAGE failed"
fi

log "Done"
