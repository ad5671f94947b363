#!/usr/bin/env bash
# Deploy Grove to a host over SSH.
#
# Usage: scripts/deploy.sh [options] <host>

set -euo pipefail

readonly SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly ROOT_DIR="$(dirname "$SCRIPT_DIR")"

VERSION=""
REMOTE_USER="grove"
REMOTE_DIR="/opt/grove"
DRY_RUN=0
SKIP_MIGRATIONS=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [options] <host>

Options:
  -v, --version VERSION   Version to deploy (default: latest git tag)
  -u, --user USER         Remote user (default: $REMOTE_USER)
  -d, --dir DIR           Remote install directory (default: $REMOTE_DIR)
  -n, --dry-run           Print what would be done without doing it
      --skip-migrations   Do not run database migrations
  -h, --help              Show this help
EOF
}

log() {
  printf '[deploy] %s\n' "$*" >&2
}

die() {
  log "error: $*"
  exit 1
}

run() {
  if [[ "$DRY_RUN" -eq 1 ]]; then
    log "would run: $*"
  else
    "$@"
  fi
}

parse_args() {
  while [[ $# -gt 0 ]]; do
    case "$1" in
      -v|--version)
        VERSION="$2"
        shift 2
        ;;
      -u|--user)
        REMOTE_USER="$2"
        shift 2
        ;;
      -d|--dir)
        REMOTE_DIR="$2"
        shift 2
        ;;
      -n|--dry-run)
        DRY_RUN=1
        shift
        ;;
      --skip-migrations)
        SKIP_MIGRATIONS=1
        shift
        ;;
      -h|--help)
        usage
        exit 0
        ;;
      -*)
        die "unknown option: $1"
        ;;
      *)
        HOST="$1"
        shift
        ;;
    esac
  done
  [[ -n "${HOST:-}" ]] || { usage; exit 2; }
  if [[ -z "$VERSION" ]]; then
    VERSION="$(git -C "$ROOT_DIR" describe --tags --abbrev=0)"
  fi
}

build_release() {
  log "building release $VERSION"
  run npm --prefix "$ROOT_DIR" ci
  run npm --prefix "$ROOT_DIR" run build
  run tar -czf "/tmp/grove-$VERSION.tar.gz" -C "$ROOT_DIR" dist package.json package-lock.json
}

upload_release() {
  local target="$REMOTE_USER@$HOST"
  log "uploading to $target:$REMOTE_DIR"
  run scp "/tmp/grove-$VERSION.tar.gz" "$target:/tmp/"
  run ssh "$target" "mkdir -p '$REMOTE_DIR/releases/$VERSION' && tar -xzf '/tmp/grove-$VERSION.tar.gz' -C '$REMOTE_DIR/releases/$VERSION'"
}

activate_release() {
  local target="$REMOTE_USER@$HOST"
  if [[ "$SKIP_MIGRATIONS" -eq 0 ]]; then
    log "running migrations"
    run ssh "$target" "cd '$REMOTE_DIR/releases/$VERSION' && node dist/src/main.js migrate"
  fi
  log "switching current -> $VERSION"
  run ssh "$target" "ln -sfn '$REMOTE_DIR/releases/$VERSION' '$REMOTE_DIR/current' && sudo systemctl restart grove"
}

main() {
  parse_args "$@"
  build_release
  upload_release
  activate_release
  log "deployed $VERSION to $HOST"
}

main "$@"
