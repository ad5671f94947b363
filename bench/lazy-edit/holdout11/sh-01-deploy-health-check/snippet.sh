# ... existing code ...
REMOTE
}

health_check() {
  local host="$1" attempts=0
  log "Waiting for ${host} to become healthy"
  until curl -fsS --max-time 5 "http://${host}:3000/health" >/dev/null; do
    attempts=$((attempts + 1))
    if (( attempts >= 20 )); then
      die "${host} did not become healthy after deploy"
    fi
    sleep 3
  done
}

# ... existing code ...
  require npm
  require ssh
  require scp
  require curl

  # ... existing code ...
  for host in "$@"; do
    upload_release "${host}" "${version}"
    health_check "${host}"
    cleanup_old_releases "${host}"
  done
# ... existing code ...
