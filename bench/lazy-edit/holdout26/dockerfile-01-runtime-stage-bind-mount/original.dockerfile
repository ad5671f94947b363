# syntax=docker/dockerfile:1.6

ARG PYTHON_VERSION=3.11

# ---------------------------------------------------------------------------
# base: shared settings for every stage
# ---------------------------------------------------------------------------
FROM python:${PYTHON_VERSION}-slim AS base
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /app

# ---------------------------------------------------------------------------
# builder: compile wheels for all dependencies
# ---------------------------------------------------------------------------
FROM base AS builder
RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*
COPY requirements.txt requirements-dev.txt ./
RUN pip wheel --wheel-dir /wheels -r requirements.txt
RUN pip wheel --wheel-dir /wheels-dev -r requirements-dev.txt

# ---------------------------------------------------------------------------
# test: used by CI only
# ---------------------------------------------------------------------------
FROM base AS test
COPY --from=builder /wheels /wheels
COPY --from=builder /wheels-dev /wheels-dev
RUN pip install /wheels/* /wheels-dev/*
COPY . .
CMD ["pytest", "-q"]

# ---------------------------------------------------------------------------
# runtime: the production image
# ---------------------------------------------------------------------------
FROM base AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 \
    && rm -rf /var/lib/apt/lists/*
RUN useradd --create-home --uid 10001 app
COPY --from=builder /wheels /wheels
RUN pip install /wheels/* && rm -rf /wheels
COPY --chown=app:app . .
USER app
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
    CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/healthz')"
CMD ["gunicorn", "config.wsgi:application", "--bind", "0.0.0.0:8000", "--workers", "3"]
