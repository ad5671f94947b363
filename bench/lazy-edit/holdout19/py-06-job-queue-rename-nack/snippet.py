# ... existing code ...

    def ack(self, job: Job) -> None:
        self.client.lrem(self.processing_key, 1, job.to_json())

    def reject(self, job: Job) -> None:
        # ... existing implementation ...

    def pending(self) -> list[Job]:
# ... existing code ...
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
