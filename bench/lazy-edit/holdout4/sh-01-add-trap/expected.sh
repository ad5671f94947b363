#!/bin/sh
set -eu

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
curl -fsSL "$URL" -o "$TMP/pkg.tgz"
tar -xzf "$TMP/pkg.tgz" -C /opt
