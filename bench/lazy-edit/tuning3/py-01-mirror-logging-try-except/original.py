"""Periodic mirroring of upstream repositories."""

from __future__ import annotations

import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from grove.store import MirrorStore


@dataclass
class MirrorConfig:
    repo_id: str
    upstream_url: str
    interval_seconds: int = 3600
    prune: bool = True


class MirrorError(Exception):
    pass


def parse_config(row: dict[str, object]) -> MirrorConfig:
    return MirrorConfig(
        repo_id=str(row["repo_id"]),
        upstream_url=str(row["upstream_url"]),
        interval_seconds=int(row.get("interval_seconds") or 3600),
        prune=bool(row.get("prune", True)),
    )


def _git(args: list[str], cwd: Path, timeout: int = 300) -> str:
    result = subprocess.run(
        ["git", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if result.returncode != 0:
        raise MirrorError(result.stderr.strip() or f"git {args[0]} failed")
    return result.stdout


def fetch_upstream(path: Path, config: MirrorConfig) -> list[str]:
    args = ["fetch", "--quiet", config.upstream_url, "+refs/heads/*:refs/heads/*", "+refs/tags/*:refs/tags/*"]
    if config.prune:
        args.insert(1, "--prune")
    _git(args, cwd=path)
    output = _git(["for-each-ref", "--format=%(refname)"], cwd=path)
    return [line for line in output.splitlines() if line]


def is_due(config: MirrorConfig, last_synced: float | None, now: float) -> bool:
    if last_synced is None:
        return True
    return now - last_synced >= config.interval_seconds


class MirrorWorker:
    def __init__(self, store: MirrorStore, repos_root: Path) -> None:
        self.store = store
        self.repos_root = repos_root

    def repo_path(self, repo_id: str) -> Path:
        return self.repos_root / f"{repo_id}.git"

    def sync_one(self, config: MirrorConfig) -> None:
        path = self.repo_path(config.repo_id)
        started = time.monotonic()
        refs = fetch_upstream(path, config)
        self.store.record_sync(config.repo_id, ref_count=len(refs), duration=time.monotonic() - started)

    def run_once(self) -> int:
        now = time.time()
        synced = 0
        for config in self.store.list_mirrors():
            last = self.store.last_synced(config.repo_id)
            if not is_due(config, last, now):
                continue
            self.sync_one(config)
            synced += 1
        return synced

    def run_forever(self, poll_seconds: int = 60) -> None:
        while True:
            self.run_once()
            time.sleep(poll_seconds)
