# ... existing code ...
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
