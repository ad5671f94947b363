import json
import logging
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import redis

log = logging.getLogger(__name__)


@dataclass
class Job:
    name: str
    payload: dict[str, Any]
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    attempts: int = 0
    enqueued_at: float = field(default_factory=time.time)

    def to_json(self) -> str:
        return json.dumps(self.__dict__)

    @classmethod
    def from_json(cls, raw: str | bytes) -> "Job":
        return cls(**json.loads(raw))


class JobQueue:
    def __init__(self, client: redis.Redis, name: str = "default", max_attempts: int = 5):
        self.client = client
        self.name = name
        self.max_attempts = max_attempts
        self.ready_key = f"queue:{name}:ready"
        self.processing_key = f"queue:{name}:processing"
        self.dead_key = f"queue:{name}:dead"

    def enqueue(self, name: str, payload: dict[str, Any]) -> Job:
        job = Job(name=name, payload=payload)
        self.client.lpush(self.ready_key, job.to_json())
        log.debug("enqueued %s (%s)", job.name, job.id)
        return job

    def dequeue(self, timeout: int = 5) -> Job | None:
        raw = self.client.brpoplpush(self.ready_key, self.processing_key, timeout=timeout)
        if raw is None:
            return None
        return Job.from_json(raw)

    def ack(self, job: Job) -> None:
        self.client.lrem(self.processing_key, 1, job.to_json())

    def reject(self, job: Job) -> None:
        self.client.lrem(self.processing_key, 1, job.to_json())
        job.attempts += 1
        if job.attempts >= self.max_attempts:
            log.warning("job %s (%s) moved to dead letter queue", job.name, job.id)
            self.client.lpush(self.dead_key, job.to_json())
        else:
            self.client.lpush(self.ready_key, job.to_json())

    def pending(self) -> list[Job]:
        return [Job.from_json(raw) for raw in self.client.lrange(self.ready_key, 0, -1)]

    def dead_letters(self) -> list[Job]:
        return [Job.from_json(raw) for raw in self.client.lrange(self.dead_key, 0, -1)]


def run_worker(queue: JobQueue, handlers: dict[str, Any]) -> None:
    while True:
        job = queue.dequeue()
        if job is None:
            continue
        handler = handlers.get(job.name)
        if handler is None:
            log.error("no handler for job %s", job.name)
            queue.reject(job)
            continue
        try:
            handler(**job.payload)
        except Exception:
            log.exception("job %s (%s) failed", job.name, job.id)
            queue.reject(job)
        else:
            queue.ack(job)
