"""Configuration loading for the crawler."""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_USER_AGENT = "acme-crawler/2.3 (+https://acme.example/bot)"


@dataclass(frozen=True)
class CrawlerConfig:
    start_urls: list[str]
    max_depth: int = 3
    concurrency: int = 8
    timeout: float = 15.0
    user_agent: str = DEFAULT_USER_AGENT
    respect_robots: bool = True
    allowed_domains: list[str] = field(default_factory=list)

    def validate(self) -> None:
        if not self.start_urls:
            raise ValueError("at least one start URL is required")
        if self.max_depth < 0:
            raise ValueError("max_depth must be >= 0")
        if self.concurrency < 1:
            raise ValueError("concurrency must be >= 1")
        if self.timeout <= 0:
            raise ValueError("timeout must be positive")


def _env_override(data: dict) -> dict:
    overrides = {
        "max_depth": os.environ.get("CRAWLER_MAX_DEPTH"),
        "concurrency": os.environ.get("CRAWLER_CONCURRENCY"),
        "timeout": os.environ.get("CRAWLER_TIMEOUT"),
    }
    result = dict(data)
    for key, raw in overrides.items():
        if raw is None:
            continue
        result[key] = float(raw) if key == "timeout" else int(raw)
    return result


def load_config_from_env() -> CrawlerConfig:
    """Deprecated: kept for the old cron jobs, use load_config() instead."""
    urls = os.environ.get("CRAWLER_START_URLS", "")
    data = {"start_urls": [u for u in urls.split(",") if u]}
    config = CrawlerConfig(**_env_override(data))
    config.validate()
    return config


def load_config(path: str | Path) -> CrawlerConfig:
    with open(path, "rb") as fh:
        data = tomllib.load(fh).get("crawler", {})
    data = _env_override(data)
    config = CrawlerConfig(**data)
    config.validate()
    return config
