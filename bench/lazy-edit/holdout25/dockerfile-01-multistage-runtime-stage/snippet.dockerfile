# ... existing code ...
FROM python:${PYTHON_VERSION}-slim AS runtime
# ... existing code ...
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 tini \
    && rm -rf /var/lib/apt/lists/*
RUN useradd --create-home --uid 10001 app
# ... existing code ...
COPY --from=assets --chown=app:app /src/dist ./static/dist
RUN python manage.py collectstatic --noinput
USER app
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/healthz')"
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["gunicorn", "config.wsgi:application", "--bind", "0.0.0.0:8000", "--workers", "3"]
