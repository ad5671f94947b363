# ... existing code ...

VERSION="$1"
IMAGE="${REGISTRY}/${APP_NAME}:${VERSION}"

[[ "${VERSION}" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || die "version must look like 1.2.3, got '${VERSION}'"

command -v docker >/dev/null || die "docker is not installed"
command -v kubectl >/dev/null || die "kubectl is not installed"

if [[ -n "$(git status --porcelain)" ]]; then
  die "working tree is not clean; commit or stash your changes first"
fi

# ... existing code ...
kubectl --context "${KUBE_CONTEXT}" -n "${NAMESPACE}" set image "deployment/${APP_NAME}" "${APP_NAME}=${IMAGE}"
if ! kubectl --context "${KUBE_CONTEXT}" -n "${NAMESPACE}" rollout status "deployment/${APP_NAME}" --timeout=300s; then
  log "rollout failed, rolling back"
  kubectl --context "${KUBE_CONTEXT}" -n "${NAMESPACE}" rollout undo "deployment/${APP_NAME}"
  die "deployment of ${VERSION} failed"
fi

log "done"
