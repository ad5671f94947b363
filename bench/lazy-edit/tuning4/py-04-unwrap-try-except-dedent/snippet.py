# ... existing code ...


@shared_task(bind=True, autoretry_for=(GitCommandError,), retry_backoff=60, max_retries=3)
def sync_mirror(self, mirror_id: int) -> None:
    mirror = Mirror.objects.get(pk=mirror_id)
    with tempfile.TemporaryDirectory() as workdir:
        repo = clone_bare(mirror.source_url, workdir)
        fetched = fetch_all(repo, prune=True)
        push_mirror(repo, mirror.target_path)
    mirror.last_synced_at = timezone.now()
    mirror.last_error = ""
    mirror.save(update_fields=["last_synced_at", "last_error"])
    logger.info("mirror %s synced %d refs", mirror_id, len(fetched))


# ... existing code ...
