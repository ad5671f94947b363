# ... existing code ...
DRY_RUN=0
SKIP_BUILD=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [options]

Options:
  -e, --env ENV     Target environment (staging|production). Default: staging
  -t, --tag TAG     Image tag to deploy. Default: current git short SHA
  -n, --dry-run     Print the commands instead of running them
  -s, --skip-build  Deploy an already pushed image without building it
  -h, --help        Show this help
EOF
}

# ... existing code ...
    -n|--dry-run)
      DRY_RUN=1
      shift
      ;;
    -s|--skip-build)
      SKIP_BUILD=1
      shift
      ;;
    -h|--help)
# ... existing code ...

IMAGE="$REGISTRY/$APP_NAME:$TAG"

if [[ "$SKIP_BUILD" -eq 0 ]]; then
  log "Building $IMAGE"
  run docker build --pull -t "$IMAGE" .

  log "Pushing $IMAGE"
  run docker push "$IMAGE"
else
  log "Skipping build, deploying existing $IMAGE"
fi

log "Deploying $IMAGE to $ENVIRONMENT"
# ... rest of script unchanged ...
