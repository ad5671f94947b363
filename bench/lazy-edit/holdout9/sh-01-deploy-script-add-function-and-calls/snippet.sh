# ... existing code ...
ln -sfn "${release_dir}/${tag}" "${release_dir}/../current"
REMOTE
}

smoke_test() {
  local url="https://${APP_NAME}.acme.com/healthz"
  log "Smoke testing ${url}"
  for attempt in 1 2 3 4 5; do
    if curl -fsS --max-time 5 "${url}" >/dev/null; then
      log "Health check passed"
      return 0
    fi
    log "Health check failed (attempt ${attempt}/5), retrying in 5s"
    sleep 5
  done
  die "service did not become healthy after deploy"
}

main() {
  require docker
  require git
  require ssh
  require curl
# ... existing code ...
  build_image "${tag}"
  deploy "${tag}"
  smoke_test
  log "Done: ${APP_NAME}@${tag}"
}
# ... existing code ...
