import json
import logging
import os
import tempfile
import threading
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable

log = logging.getLogger(__name__)

_STATE_VERSION = 3


class StateFileError(RuntimeError):
    pass


class CheckpointStore:
    """Persist crawler checkpoints as a JSON document on local disk."""

    def __init__(self, path: os.PathLike[str] | str) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._cache: dict[str, Any] | None = None

    def _read(self) -> dict[str, Any]:
        if not self.path.exists():
            return {"version": _STATE_VERSION, "sources": {}}
        with self.path.open("r", encoding="utf-8") as fh:
            data = json.load(fh)
        if data.get("version") != _STATE_VERSION:
            raise StateFileError(
                f"{self.path}: unsupported state version {data.get('version')!r}"
            )
        return data

    def load(self) -> dict[str, Any]:
        if self._cache is None:
            self._cache = self._read()
        return self._cache

    def get(self, source: str) -> dict[str, Any] | None:
        return self.load()["sources"].get(source)

    def update(self, source: str, cursor: str, seen: Iterable[str] = ()) -> None:
        with self._lock:
            state = self.load()
            entry = state["sources"].setdefault(source, {"cursor": None, "seen": []})
            entry["cursor"] = cursor
            entry["seen"] = sorted(set(entry["seen"]).union(seen))[-5000:]
            entry["updated_at"] = datetime.now(timezone.utc).isoformat()
            self._write(state)

    def _write(self, state: dict[str, Any]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(dir=self.path.parent, prefix=".state-")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(state, fh, indent=2, sort_keys=True)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp_name, self.path)
        except BaseException:
            os.unlink(tmp_name)
            raise
        log.debug("wrote checkpoint state to %s", self.path)

    def reset(self, source: str) -> bool:
        with self._lock:
            state = self.load()
            removed = state["sources"].pop(source, None) is not None
            if removed:
                self._write(state)
            return removed
