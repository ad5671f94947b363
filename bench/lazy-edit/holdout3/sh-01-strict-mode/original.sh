#!/usr/bin/env bash

OUT_DIR=dist
VERSION=$(git describe --tags)

rm -rf "$OUT_DIR"
mkdir -p "$OUT_DIR"
npm run build
tar -czf "$OUT_DIR/app-$VERSION.tar.gz" build/
echo "built $OUT_DIR/app-$VERSION.tar.gz"
