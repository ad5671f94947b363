# ... existing code ...
ENVIRONMENT=""
DRY_RUN=0
ASSUME_YES=0
IMAGE_TAG="$(git -C "$ROOT_DIR" rev-parse --short HEAD)"

usage() {
  cat <<EOF
Usage: $(basename "$0") -e <staging|production> [-t TAG] [-n] [-y]

  -e ENV   target environment (required)
  -t TAG   image tag to deploy (default: current git sha)
  -n       dry run: print commands instead of running them
  -y       do not ask for confirmation before deploying to production
EOF
}

# ... existing code ...

while getopts ":e:t:nyh" opt; do
  case "$opt" in
    e) ENVIRONMENT="$OPTARG" ;;
    t) IMAGE_TAG="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    y) ASSUME_YES=1 ;;
    h) usage; exit 0 ;;
    *) usage; exit 2 ;;
  esac
done

if [[ "$ENVIRONMENT" != "staging" && "$ENVIRONMENT" != "production" ]]; then
  usage
  exit 2
fi

if [[ "$ENVIRONMENT" == "production" && "$ASSUME_YES" -eq 0 ]]; then
  read -r -p "Deploy $IMAGE_TAG to production? [y/N] " answer
  if [[ ! "$answer" =~ ^[Yy]$ ]]; then
    log "Aborted"
    exit 1
  fi
fi

log "Deploying $IMAGE_TAG to $ENVIRONMENT"
# ... existing code ...
