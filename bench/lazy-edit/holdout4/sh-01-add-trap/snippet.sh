#!/bin/sh
set -eu

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# ... existing code ...
