import json
import logging
from dataclasses import dataclass

log = logging.getLogger(__name__)

MAX_RETRIES = 3


@dataclass
class Job:
    name: str
    attempts: int = 0


class Runner:
    def __init__(self, jobs):
        self.jobs = list(jobs)
        self.done = []

    def run(self):
        for job in self.jobs:
            self.run_one(job)
        return self.done

    def run_one(self, job):
        job.attempts += 1
        log.info("running %s", job.name)
        self.done.append(job.name)


def load(path):
    with open(path) as f:
        return [Job(**item) for item in json.load(f)]
