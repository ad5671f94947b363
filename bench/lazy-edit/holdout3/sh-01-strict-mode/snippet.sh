#!/usr/bin/env bash
set -euo pipefail

OUT_DIR=${OUT_DIR:-dist}
# ... existing code ...
