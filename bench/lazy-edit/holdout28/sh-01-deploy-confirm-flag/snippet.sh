#!/usr/bin/env bash
#
# deploy.sh — build the site and sync it to the static host.
#
# Usage: ./scripts/deploy.sh [-e staging|production] [-n] [-y]

set -euo pipefail
# ... existing code ...
DRY_RUN=0
ASSUME_YES=0
# ... existing code ...
while getopts ":e:nyh" opt; do
  case "$opt" in
    e) ENVIRONMENT="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    y) ASSUME_YES=1 ;;
    h) usage ;;
# ... existing code ...
hugo --source "$ROOT_DIR" --environment "$ENVIRONMENT" --minify

if [[ "$ENVIRONMENT" == "production" && "$ASSUME_YES" -eq 0 && "$DRY_RUN" -eq 0 ]]; then
  read -r -p "Deploy to production? [y/N] " answer
  [[ "$answer" =~ ^[Yy]$ ]] || die "aborted"
fi

SYNC_ARGS=(--delete --cache-control "public, max-age=300")
# ... existing code ...
