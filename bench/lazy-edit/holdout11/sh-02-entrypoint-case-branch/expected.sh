#!/bin/sh
set -e

: "${APP_ENV:=production}"
: "${PORT:=8000}"
: "${WORKERS:=4}"

wait_for_db() {
  host="${DB_HOST:-db}"
  port="${DB_PORT:-5432}"
  echo "Waiting for database at ${host}:${port}"
  i=0
  until nc -z "$host" "$port"; do
    i=$((i + 1))
    if [ "$i" -ge 30 ]; then
      echo "Database did not become available" >&2
      exit 1
    fi
    sleep 1
  done
}

case "${1:-web}" in
  web)
    wait_for_db
    exec gunicorn config.wsgi:application \
      --bind "0.0.0.0:${PORT}" \
      --workers "${WORKERS}" \
      --access-logfile - \
      --error-logfile -
    ;;
  worker)
    wait_for_db
    exec celery -A config worker --loglevel=info --concurrency="${WORKERS}"
    ;;
  beat)
    wait_for_db
    exec celery -A config beat --loglevel=info --schedule=/tmp/celerybeat-schedule
    ;;
  migrate)
    wait_for_db
    python manage.py migrate --noinput
    exec python manage.py collectstatic --noinput --clear
    ;;
  shell)
    wait_for_db
    exec python manage.py shell_plus
    ;;
  *)
    exec "$@"
    ;;
esac
