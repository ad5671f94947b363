# ... existing code ...
APP_NAME="ledger"
RELEASES_TO_KEEP=10
SSH_USER="deploy"

# ... existing code ...

restart_service() {
  # ... existing code ...
}

health_check() {
  local host="$1"
  local attempt
  for attempt in 1 2 3 4 5; do
    if ssh "$SSH_USER@$host" "curl -fsS http://localhost:8080/healthz >/dev/null"; then
      log "$host is healthy"
      return 0
    fi
    sleep $((attempt * 2))
  done
  return 1
}

# ... existing code ...

for host in "${HOSTS[@]}"; do
  upload_release "$host"
  restart_service "$host"
  if ! health_check "$host"; then
    die "health check failed on $host; aborting deploy"
  fi
  cleanup_releases "$host"
done

# ... existing code ...
