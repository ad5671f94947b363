#!/usr/bin/env bash
set -euo pipefail

APP_NAME="orders-api"
REGISTRY="registry.example.com/shop"
NAMESPACE="${NAMESPACE:-shop}"
KUBE_CONTEXT="${KUBE_CONTEXT:-prod-eu}"

usage() {
  cat <<EOF
Usage: $(basename "$0") <version>

Builds, pushes and deploys ${APP_NAME} at the given version.

Environment:
  NAMESPACE     Kubernetes namespace (default: shop)
  KUBE_CONTEXT  kubectl context (default: prod-eu)
EOF
}

log() {
  printf '[%s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2
}

die() {
  log "error: $*"
  exit 1
}

if [[ $# -ne 1 ]]; then
  usage
  exit 2
fi

VERSION="$1"
IMAGE="${REGISTRY}/${APP_NAME}:${VERSION}"

command -v docker >/dev/null || die "docker is not installed"
command -v kubectl >/dev/null || die "kubectl is not installed"

log "building ${IMAGE}"
docker build --pull -t "${IMAGE}" .

log "pushing ${IMAGE}"
docker push "${IMAGE}"

log "deploying to ${KUBE_CONTEXT}/${NAMESPACE}"
kubectl --context "${KUBE_CONTEXT}" -n "${NAMESPACE}" set image "deployment/${APP_NAME}" "${APP_NAME}=${IMAGE}"
kubectl --context "${KUBE_CONTEXT}" -n "${NAMESPACE}" rollout status "deployment/${APP_NAME}" --timeout=300s

log "done"
