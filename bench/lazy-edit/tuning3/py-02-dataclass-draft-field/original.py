from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any


def _parse_time(value: str | None) -> datetime | None:
    if value is None:
        return None
    return datetime.fromisoformat(value).astimezone(timezone.utc)


@dataclass
class PullRequest:
    id: str
    repo_id: str
    number: int
    title: str
    author_id: str
    source_branch: str
    target_branch: str
    state: str = "open"
    labels: list[str] = field(default_factory=list)
    created_at: datetime = field(default_factory=lambda: datetime.now(timezone.utc))
    merged_at: datetime | None = None

    @property
    def is_open(self) -> bool:
        return self.state == "open"

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "repo_id": self.repo_id,
            "number": self.number,
            "title": self.title,
            "author_id": self.author_id,
            "source_branch": self.source_branch,
            "target_branch": self.target_branch,
            "state": self.state,
            "labels": list(self.labels),
            "created_at": self.created_at.isoformat(),
            "merged_at": self.merged_at.isoformat() if self.merged_at else None,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PullRequest:
        return cls(
            id=data["id"],
            repo_id=data["repo_id"],
            number=int(data["number"]),
            title=data["title"],
            author_id=data["author_id"],
            source_branch=data["source_branch"],
            target_branch=data["target_branch"],
            state=data.get("state", "open"),
            labels=list(data.get("labels", [])),
            created_at=_parse_time(data["created_at"]) or datetime.now(timezone.utc),
            merged_at=_parse_time(data.get("merged_at")),
        )

    def merge(self, at: datetime | None = None) -> None:
        if not self.is_open:
            raise ValueError(f"pull request #{self.number} is not open")
        self.state = "merged"
        self.merged_at = at or datetime.now(timezone.utc)

    def close(self) -> None:
        if not self.is_open:
            raise ValueError(f"pull request #{self.number} is not open")
        self.state = "closed"
