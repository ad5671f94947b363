# syntax=docker/dockerfile:1.6

ARG PYTHON_VERSION=3.12

# ... existing stages ...

# ---------------------------------------------------------------------------
# runtime: the production image
# ---------------------------------------------------------------------------
FROM base AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 \
    && rm -rf /var/lib/apt/lists/*
RUN useradd --create-home --uid 10001 app
RUN --mount=type=bind,from=builder,source=/wheels,target=/wheels \
    pip install /wheels/*
COPY --chown=app:app . .
ENV DJANGO_SETTINGS_MODULE=config.settings.production
RUN python manage.py collectstatic --noinput
USER app
# ... existing code ...
