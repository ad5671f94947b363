from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Callable

from forgekeep.mirrors.models import Mirror
from forgekeep.mirrors.sync import sync_mirror

logger = logging.getLogger(__name__)

DEFAULT_INTERVAL_SECONDS = 3600
MAX_FAILURES = 5


@dataclass(order=True)
class _Job:
    due_at: float
    mirror_id: int = field(compare=False)
    failures: int = field(default=0, compare=False)


class MirrorScheduler:
    def __init__(self, loader: Callable[[], list[Mirror]], interval: int = DEFAULT_INTERVAL_SECONDS):
        self._loader = loader
        self._interval = interval
        self._jobs: list[_Job] = []
        self._stop = threading.Event()

    def refresh(self) -> None:
        now = time.monotonic()
        self._jobs = sorted(_Job(now + self._interval, m.id) for m in self._loader() if m.enabled)
        logger.info("scheduled %d mirrors", len(self._jobs))

    def run_once(self) -> int:
        now = time.monotonic()
        ran = 0
        while self._jobs and self._jobs[0].due_at <= now:
            job = self._jobs.pop(0)
            try:
                sync_mirror(job.mirror_id)
                job.failures = 0
            except Exception:
                job.failures += 1
                logger.exception("mirror %s failed (%d/%d)", job.mirror_id, job.failures, MAX_FAILURES)
                if job.failures >= MAX_FAILURES:
                    continue
            self._jobs.append(_Job(now + self._interval * (2 ** job.failures), job.mirror_id, job.failures))
            self._jobs.sort()
            ran += 1
        return ran

    def run_forever(self, tick: float = 5.0) -> None:
        self.refresh()
        while not self._stop.is_set():
            self.run_once()
            self._stop.wait(tick)

    def stop(self) -> None:
        self._stop.set()
