from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path


def _env_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def _env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    if value is None or value.strip() == "":
        return default
    try:
        return int(value)
    except ValueError as exc:
        raise ValueError(f"{name} must be an integer, got {value!r}") from exc


@dataclass(frozen=True)
class DatabaseConfig:
    url: str
    pool_size: int = 5
    echo: bool = False

    @classmethod
    def from_env(cls) -> "DatabaseConfig":
        return cls(
            url=os.environ.get("DATABASE_URL", "sqlite:///app.db"),
            pool_size=_env_int("DATABASE_POOL_SIZE", 5),
            echo=_env_bool("DATABASE_ECHO"),
        )


@dataclass(frozen=True)
class AppConfig:
    debug: bool
    secret_key: str
    upload_dir: Path
    database: DatabaseConfig
    allowed_hosts: list[str] = field(default_factory=list)
    max_upload_mb: int = 25

    @classmethod
    def from_env(cls) -> "AppConfig":
        hosts = os.environ.get("ALLOWED_HOSTS", "")
        return cls(
            debug=_env_bool("DEBUG"),
            secret_key=os.environ["SECRET_KEY"],
            upload_dir=Path(os.environ.get("UPLOAD_DIR", "uploads")).resolve(),
            database=DatabaseConfig.from_env(),
            allowed_hosts=[h.strip() for h in hosts.split(",") if h.strip()],
            max_upload_mb=_env_int("MAX_UPLOAD_MB", 25),
        )

    @property
    def max_upload_bytes(self) -> int:
        return self.max_upload_mb * 1024 * 1024

    def validate(self) -> None:
        if not self.debug and len(self.secret_key) < 32:
            raise ValueError("SECRET_KEY must be at least 32 characters in production")
        if not self.upload_dir.exists():
            self.upload_dir.mkdir(parents=True, exist_ok=True)
