#!/usr/bin/env bash
# Nightly backup of Forgekeep repositories and database.
set -euo pipefail

# ... existing code ...

backup_repos() {
  log "archiving repositories"
  local repo
  for repo in "$REPO_ROOT"/*/*.git; do
    git -C "$repo" bundle create "$DEST/$(basename "$(dirname "$repo")")-$(basename "$repo" .git).bundle" --all
  done
}

# ... existing code ...
