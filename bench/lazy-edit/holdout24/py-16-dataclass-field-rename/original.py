"""Configuration model for the ingestion pipeline."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

import yaml


class ConfigError(ValueError):
    pass


@dataclass(frozen=True)
class SourceConfig:
    name: str
    url: str
    format: str = "jsonl"
    batch_size: int = 500
    max_retries: int = 3
    headers: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "SourceConfig":
        try:
            name = data["name"]
            url = data["url"]
        except KeyError as exc:
            raise ConfigError(f"source is missing required key {exc.args[0]!r}") from None
        return cls(
            name=name,
            url=os.path.expandvars(url),
            format=data.get("format", "jsonl"),
            batch_size=int(data.get("batch_size", 500)),
            max_retries=int(data.get("max_retries", 3)),
            headers=dict(data.get("headers", {})),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "url": self.url,
            "format": self.format,
            "batch_size": self.batch_size,
            "max_retries": self.max_retries,
            "headers": dict(self.headers),
        }

    def validate(self) -> None:
        if self.format not in {"jsonl", "csv", "parquet"}:
            raise ConfigError(f"{self.name}: unsupported format {self.format!r}")
        if self.batch_size <= 0:
            raise ConfigError(f"{self.name}: batch_size must be positive")
        if not 0 <= self.max_retries <= 10:
            raise ConfigError(f"{self.name}: max_retries must be between 0 and 10")


@dataclass(frozen=True)
class PipelineConfig:
    sources: list[SourceConfig]
    output_dir: Path
    parallelism: int = 4

    @classmethod
    def load(cls, path: str | Path) -> "PipelineConfig":
        with open(path, "r", encoding="utf-8") as fh:
            raw = yaml.safe_load(fh) or {}
        sources = [SourceConfig.from_dict(item) for item in raw.get("sources", [])]
        if not sources:
            raise ConfigError("at least one source must be configured")
        for source in sources:
            source.validate()
        return cls(
            sources=sources,
            output_dir=Path(raw.get("output_dir", "./out")).expanduser(),
            parallelism=int(raw.get("parallelism", 4)),
        )
