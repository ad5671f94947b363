# ... existing code ...
cd "$REPO_ROOT"
if [[ "$env" == "production" ]]; then
  [[ -z "$(git status --porcelain)" ]] || die "working tree is dirty; commit or stash first"
  read -r -p "Deploy ${ref} to PRODUCTION? [y/N] " answer
  [[ "$answer" == [yY] ]] || die "aborted"
fi
sha="$(git rev-parse --short "$ref")"
# ... existing code ...
kubectl --context "$cluster" -n web scale deployment/web --replicas="$replicas"
if ! kubectl --context "$cluster" -n web rollout status deployment/web --timeout=5m; then
  log "rollout failed, rolling back"
  kubectl --context "$cluster" -n web rollout undo deployment/web
  die "deployment of ${image} failed"
fi

log "done"
