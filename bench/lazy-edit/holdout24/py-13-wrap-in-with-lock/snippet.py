# ...existing code...
    def stats(self) -> dict:
        with self._lock:
            queued = len(self._queue)
            in_flight = len(self._in_flight)
            oldest: Optional[float] = None
            if self._queue:
                oldest = time.monotonic() - self._queue[0].enqueued_at
        return {"queued": queued, "in_flight": in_flight, "oldest_age_s": oldest}
# ...existing code...
            finally:
                with self._lock:
                    self._in_flight.pop(job.job_id, None)
