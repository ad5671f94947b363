logger = logging.getLogger(__name__)

DEFAULT_INTERVAL_SECONDS = 3600
MAX_FAILURES = 5


@dataclass(order=True)
class _Job:
    due_at: float
    mirror_id: int = field(compare=False)
    failures: int = field(default=0, compare=False)


class MirrorScheduler:
    # ... existing code ...

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

    # ... existing code ...
