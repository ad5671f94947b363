"""Helpers for resolving user-facing settings."""

import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import tomllib


@dataclass(frozen=True)
class Settings:
    database_url: str
    cache_dir: Path
    debug: bool = False
    workers: int = 4


def _config_path() -> Path:
    override = os.environ.get("APP_CONFIG")
    if override:
        return Path(override).expanduser()
    return Path.home() / ".config" / "app" / "config.toml"


def load_settings() -> Settings:
    """Read settings from the config file and environment."""
    data = {}
    path = _config_path()
    if path.exists():
        with path.open("rb") as fh:
            data = tomllib.load(fh)
    return Settings(
        database_url=os.environ.get("DATABASE_URL", data.get("database_url", "sqlite:///app.db")),
        cache_dir=Path(data.get("cache_dir", "~/.cache/app")).expanduser(),
        debug=os.environ.get("APP_DEBUG", "") == "1" or bool(data.get("debug", False)),
        workers=int(data.get("workers", 4)),
    )


def reset_settings_cache() -> None:
    """Forget cached settings (used by tests)."""
    pass
