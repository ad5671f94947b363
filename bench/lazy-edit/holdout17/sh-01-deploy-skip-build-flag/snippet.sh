# ... existing code ...
TAG=""
DRY_RUN=0
SKIP_BUILD=0

# ... existing code ...
  -n, --dry-run       print the commands instead of running them
  -s, --skip-build    deploy an existing image without building or pushing
  -h, --help          show this help
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
IMAGE="${REGISTRY}/${APP_NAME}:${TAG}"

if [[ "$SKIP_BUILD" -eq 0 ]]; then
  echo "==> Building ${IMAGE}"
  run docker build --pull -t "$IMAGE" .

  echo "==> Pushing ${IMAGE}"
  run docker push "$IMAGE"
else
  echo "==> Skipping build, deploying existing ${IMAGE}"
fi

echo "==> Deploying to ${ENVIRONMENT}"
# ... rest of script unchanged ...
