#!/bin/sh
set -eu

APP_DIR=/srv/app
RELEASES_DIR="$APP_DIR/releases"
SHARED_DIR="$APP_DIR/shared"
RELEASE="$(date +%Y%m%d%H%M%S)"
RELEASE_DIR="$RELEASES_DIR/$RELEASE"
REPO_URL="${REPO_URL:-git@github.com:example/app.git}"
BRANCH="${BRANCH:-main}"
KEEP_RELEASES=5
SKIP_MIGRATIONS="${SKIP_MIGRATIONS:-0}"

echo "==> Cloning $BRANCH into $RELEASE_DIR"
git clone --depth 1 --branch "$BRANCH" "$REPO_URL" "$RELEASE_DIR"

echo "==> Linking shared files"
ln -sfn "$SHARED_DIR/.env" "$RELEASE_DIR/.env"
ln -sfn "$SHARED_DIR/storage" "$RELEASE_DIR/storage"

echo "==> Installing dependencies"
cd "$RELEASE_DIR"
composer install --no-dev --prefer-dist --optimize-autoloader --no-interaction
npm ci
npm run build

if [ "$SKIP_MIGRATIONS" = "1" ]; then
  echo "==> Skipping migrations (SKIP_MIGRATIONS=1)"
else
  echo "==> Running migrations"
  php artisan migrate --force
fi
php artisan config:cache
php artisan route:cache
php artisan view:cache

echo "==> Switching current release"
ln -sfn "$RELEASE_DIR" "$APP_DIR/current"
sudo systemctl reload php8.3-fpm

echo "==> Cleaning up old releases"
cd "$RELEASES_DIR"
ls -1t | tail -n +$((KEEP_RELEASES + 1)) | xargs -r rm -rf

echo "==> Deployed $RELEASE"
