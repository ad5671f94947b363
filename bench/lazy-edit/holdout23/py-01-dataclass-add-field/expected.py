"""Runtime configuration for the ingestion worker."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional


class ConfigError(ValueError):
    """Raised when the worker configuration is invalid."""


def _env_bool(name: str, default: bool = False) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return raw.strip().lower() in {"1", "true", "yes", "on"}


@dataclass(frozen=True)
class S3Settings:
    bucket: str
    prefix: str = ""
    region: str = "eu-west-1"
    endpoint_url: Optional[str] = None


@dataclass
class WorkerConfig:
    """Settings for a single ingestion worker process.

    Values are usually loaded with :meth:`from_env`; tests construct the
    dataclass directly.
    """

    queue_url: str
    s3: S3Settings
    concurrency: int = 4
    batch_size: int = 100
    visibility_timeout: int = 300
    max_retries: int = 3
    scratch_dir: Path = field(default_factory=lambda: Path("/tmp/ingest"))
    dry_run: bool = False
    tags: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.concurrency < 1:
            raise ConfigError("concurrency must be >= 1")
        if not 1 <= self.batch_size <= 10_000:
            raise ConfigError("batch_size must be between 1 and 10000")
        if self.visibility_timeout < 30:
            raise ConfigError("visibility_timeout must be at least 30 seconds")
        if self.max_retries < 0:
            raise ConfigError("max_retries must be >= 0")

    @classmethod
    def from_env(cls) -> "WorkerConfig":
        try:
            queue_url = os.environ["INGEST_QUEUE_URL"]
            bucket = os.environ["INGEST_BUCKET"]
        except KeyError as exc:
            raise ConfigError(f"missing environment variable {exc.args[0]}") from None
        return cls(
            queue_url=queue_url,
            s3=S3Settings(
                bucket=bucket,
                prefix=os.environ.get("INGEST_PREFIX", ""),
                region=os.environ.get("AWS_REGION", "eu-west-1"),
                endpoint_url=os.environ.get("S3_ENDPOINT_URL"),
            ),
            concurrency=int(os.environ.get("INGEST_CONCURRENCY", "4")),
            batch_size=int(os.environ.get("INGEST_BATCH_SIZE", "100")),
            visibility_timeout=int(os.environ.get("INGEST_VISIBILITY_TIMEOUT", "300")),
            max_retries=int(os.environ.get("INGEST_MAX_RETRIES", "3")),
            dry_run=_env_bool("INGEST_DRY_RUN"),
        )

    def describe(self) -> str:
        mode = "dry-run" if self.dry_run else "live"
        return (
            f"queue={self.queue_url} bucket={self.s3.bucket} "
            f"concurrency={self.concurrency} batch={self.batch_size} mode={mode}"
        )
