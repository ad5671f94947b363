#!/usr/bin/env bash
set -euo pipefail

APP_NAME="ledger"
REGISTRY="registry.example.com/acme"
ENVIRONMENT="staging"
TAG=""
DRY_RUN=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [options]

Build, push and deploy ${APP_NAME}.

Options:
  -e, --env ENV       target environment (staging|production), default: staging
  -t, --tag TAG       image tag to deploy, default: current git sha
  -n, --dry-run       print the commands instead of running them
  -h, --help          show this help
EOF
}

run() {
  if [[ "$DRY_RUN" -eq 1 ]]; then
    echo "+ $*"
  else
    "$@"
  fi
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    -e|--env)
      ENVIRONMENT="$2"
      shift 2
      ;;
    -t|--tag)
      TAG="$2"
      shift 2
      ;;
    -n|--dry-run)
      DRY_RUN=1
      shift
      ;;
    -h|--help)
      usage
      exit 0
      ;;
    *)
      echo "unknown option: $1" >&2
      usage >&2
      exit 2
      ;;
  esac
done

if [[ "$ENVIRONMENT" != "staging" && "$ENVIRONMENT" != "production" ]]; then
  echo "invalid environment: $ENVIRONMENT" >&2
  exit 2
fi

TAG="${TAG:-$(git rev-parse --short HEAD)}"
IMAGE="${REGISTRY}/${APP_NAME}:${TAG}"

echo "==> Building ${IMAGE}"
run docker build --pull -t "$IMAGE" .

echo "==> Pushing ${IMAGE}"
run docker push "$IMAGE"

echo "==> Deploying to ${ENVIRONMENT}"
run kubectl --context "$ENVIRONMENT" -n "$APP_NAME" set image "deployment/${APP_NAME}" "app=${IMAGE}"
run kubectl --context "$ENVIRONMENT" -n "$APP_NAME" rollout status "deployment/${APP_NAME}" --timeout=5m

echo "==> Done"
