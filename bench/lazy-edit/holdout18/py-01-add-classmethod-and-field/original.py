from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any


@dataclass
class RetryPolicy:
    max_attempts: int = 3
    backoff_seconds: float = 2.0
    backoff_multiplier: float = 2.0

    def delay_for(self, attempt: int) -> float:
        return self.backoff_seconds * (self.backoff_multiplier ** max(0, attempt - 1))


@dataclass
class JobConfig:
    name: str
    command: list[str]
    schedule: str
    timeout_seconds: int = 600
    env: dict[str, str] = field(default_factory=dict)
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    created_at: datetime = field(default_factory=lambda: datetime.now(timezone.utc))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "JobConfig":
        retry = RetryPolicy(**data.get("retry", {}))
        return cls(
            name=data["name"],
            command=list(data["command"]),
            schedule=data["schedule"],
            timeout_seconds=int(data.get("timeout_seconds", 600)),
            env=dict(data.get("env", {})),
            retry=retry,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "command": self.command,
            "schedule": self.schedule,
            "timeout_seconds": self.timeout_seconds,
            "env": self.env,
            "retry": {
                "max_attempts": self.retry.max_attempts,
                "backoff_seconds": self.retry.backoff_seconds,
                "backoff_multiplier": self.retry.backoff_multiplier,
            },
            "created_at": self.created_at.isoformat(),
        }

    def validate(self) -> None:
        if not self.name:
            raise ValueError("job name must not be empty")
        if not self.command:
            raise ValueError(f"job {self.name!r} has no command")
        if self.timeout_seconds <= 0:
            raise ValueError(f"job {self.name!r} has a non-positive timeout")


def save_jobs(path: Path, jobs: list[JobConfig]) -> None:
    path.write_text(json.dumps([job.to_dict() for job in jobs], indent=2))
