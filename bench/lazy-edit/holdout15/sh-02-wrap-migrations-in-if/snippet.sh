# ... existing code ...
KEEP_RELEASES=5
SKIP_MIGRATIONS="${SKIP_MIGRATIONS:-0}"

# ... existing code ...

if [ "$SKIP_MIGRATIONS" = "1" ]; then
  echo "==> Skipping migrations (SKIP_MIGRATIONS=1)"
else
  echo "==> Running migrations"
  php artisan migrate --force
fi
php artisan config:cache
php artisan route:cache
php artisan view:cache

# ... existing code ...
