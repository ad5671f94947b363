import logging
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Callable, Deque, Dict, Optional

log = logging.getLogger(__name__)


@dataclass
class Job:
    job_id: str
    payload: dict
    attempts: int = 0
    enqueued_at: float = field(default_factory=time.monotonic)


class JobQueue:
    """A small in-process job queue with retry support.

    Jobs are executed by a pool of worker threads.  Failed jobs are retried
    up to ``max_attempts`` times with a fixed delay between attempts.
    """

    def __init__(self, handler: Callable[[dict], None], workers: int = 4, max_attempts: int = 3):
        self._handler = handler
        self._max_attempts = max_attempts
        self._queue: Deque[Job] = deque()
        self._in_flight: Dict[str, Job] = {}
        self._lock = threading.Lock()
        self._not_empty = threading.Condition(self._lock)
        self._stopping = False
        self._threads = [
            threading.Thread(target=self._worker, name=f"jobqueue-{i}", daemon=True)
            for i in range(workers)
        ]

    def start(self) -> None:
        for thread in self._threads:
            thread.start()

    def submit(self, job_id: str, payload: dict) -> None:
        job = Job(job_id=job_id, payload=payload)
        with self._not_empty:
            self._queue.append(job)
            self._not_empty.notify()

    def stats(self) -> dict:
        with self._lock:
            queued = len(self._queue)
            in_flight = len(self._in_flight)
            oldest: Optional[float] = None
            if self._queue:
                oldest = time.monotonic() - self._queue[0].enqueued_at
        return {"queued": queued, "in_flight": in_flight, "oldest_age_s": oldest}

    def stop(self, timeout: float = 5.0) -> None:
        with self._not_empty:
            self._stopping = True
            self._not_empty.notify_all()
        for thread in self._threads:
            thread.join(timeout)

    def _next_job(self) -> Optional[Job]:
        with self._not_empty:
            while not self._queue and not self._stopping:
                self._not_empty.wait()
            if self._stopping:
                return None
            job = self._queue.popleft()
            self._in_flight[job.job_id] = job
            return job

    def _worker(self) -> None:
        while True:
            job = self._next_job()
            if job is None:
                return
            job.attempts += 1
            try:
                self._handler(job.payload)
            except Exception:
                log.exception("job %s failed (attempt %d)", job.job_id, job.attempts)
                if job.attempts < self._max_attempts:
                    time.sleep(1.0)
                    with self._not_empty:
                        self._queue.append(job)
                        self._not_empty.notify()
            finally:
                with self._lock:
                    self._in_flight.pop(job.job_id, None)
