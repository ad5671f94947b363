# ... existing code ...
import logging
import subprocess
# ... existing code ...
from grove.store import MirrorStore

log = logging.getLogger(__name__)


# ... existing code ...
    def sync_one(self, config: MirrorConfig) -> None:
        path = self.repo_path(config.repo_id)
        started = time.monotonic()
        refs = fetch_upstream(path, config)
        self.store.record_sync(config.repo_id, ref_count=len(refs), duration=time.monotonic() - started)
        log.info("synced mirror %s (%d refs)", config.repo_id, len(refs))

    def run_once(self) -> int:
        # ... existing code ...
            if not is_due(config, last, now):
                continue
            try:
                self.sync_one(config)
            except MirrorError as exc:
                log.warning("mirror sync failed for %s: %s", config.repo_id, exc)
                self.store.record_failure(config.repo_id, str(exc))
                continue
            synced += 1
        return synced

    def run_forever(self, poll_seconds: int = 60) -> None:
        while True:
            try:
                self.run_once()
            except Exception:
                log.exception("mirror loop iteration failed")
            time.sleep(poll_seconds)
