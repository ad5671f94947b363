# ... existing code ...
FROM python:${PYTHON_VERSION}-slim AS runtime
# ... existing code ...
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 curl \
    && rm -rf /var/lib/apt/lists/*
# ... existing code ...
COPY --from=frontend --chown=app:app /src/frontend/dist ./static/dist
USER app
RUN python manage.py collectstatic --noinput
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s \
    CMD curl -fsS http://localhost:8000/healthz/ || exit 1
CMD ["gunicorn", "config.wsgi:application", "--bind", "0.0.0.0:8000", "--workers", "3"]
