import logging
import tempfile

from celery import shared_task
from django.utils import timezone
from git.exc import GitCommandError

from forgekeep.mirrors.git_ops import clone_bare, fetch_all, push_mirror
from forgekeep.mirrors.models import Mirror

logger = logging.getLogger(__name__)


@shared_task(bind=True, max_retries=3)
def sync_mirror(self, mirror_id: int) -> None:
    mirror = Mirror.objects.get(pk=mirror_id)
    try:
        with tempfile.TemporaryDirectory() as workdir:
            repo = clone_bare(mirror.source_url, workdir)
            fetched = fetch_all(repo, prune=True)
            push_mirror(repo, mirror.target_path)
        mirror.last_synced_at = timezone.now()
        mirror.last_error = ""
        mirror.save(update_fields=["last_synced_at", "last_error"])
        logger.info("mirror %s synced %d refs", mirror_id, len(fetched))
    except GitCommandError as exc:
        logger.warning("mirror %s failed: %s", mirror_id, exc)
        raise self.retry(exc=exc, countdown=60)


@shared_task
def sync_all_mirrors() -> int:
    count = 0
    for mirror in Mirror.objects.filter(enabled=True).only("id"):
        sync_mirror.delay(mirror.id)
        count += 1
    logger.info("queued %d mirror syncs", count)
    return count
