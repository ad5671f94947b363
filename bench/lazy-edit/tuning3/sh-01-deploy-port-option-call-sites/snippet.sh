# ... existing code ...
REMOTE_DIR="/opt/grove"
SSH_PORT=22
DRY_RUN=0
# ... existing code ...
  -d, --dir DIR           Remote install directory (default: $REMOTE_DIR)
  -p, --port PORT         SSH port (default: $SSH_PORT)
  -n, --dry-run           Print what would be done without doing it
# ... existing code ...
      -d|--dir)
        REMOTE_DIR="$2"
        shift 2
        ;;
      -p|--port)
        SSH_PORT="$2"
        shift 2
        ;;
# ... existing code ...
upload_release() {
  local target="$REMOTE_USER@$HOST"
  log "uploading to $target:$REMOTE_DIR"
  run scp -P "$SSH_PORT" "/tmp/grove-$VERSION.tar.gz" "$target:/tmp/"
  run ssh -p "$SSH_PORT" "$target" "mkdir -p '$REMOTE_DIR/releases/$VERSION' && tar -xzf '/tmp/grove-$VERSION.tar.gz' -C '$REMOTE_DIR/releases/$VERSION'"
}

activate_release() {
  local target="$REMOTE_USER@$HOST"
  if [[ "$SKIP_MIGRATIONS" -eq 0 ]]; then
    log "running migrations"
    run ssh -p "$SSH_PORT" "$target" "cd '$REMOTE_DIR/releases/$VERSION' && node dist/src/main.js migrate"
  fi
  log "switching current -> $VERSION"
  run ssh -p "$SSH_PORT" "$target" "ln -sfn '$REMOTE_DIR/releases/$VERSION' '$REMOTE_DIR/current' && sudo systemctl restart grove"
}
# ... existing code ...
