#!/bin/sh
set -eu

TMP=$(mktemp -d)
curl -fsSL "$URL" -o "$TMP/pkg.tgz"
tar -xzf "$TMP/pkg.tgz" -C /opt
