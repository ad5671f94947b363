# ... existing code ...

    @retry(attempts=5, backoff=1.5)
    @require_scope("sync:crm")
    def sync_contacts(self, account_ids: Iterable[str]) -> SyncReport:
        """Sync CRM contacts; the CRM API is flaky so retry more aggressively."""
        report = SyncReport(source="crm.contacts")
        # ... existing code ...
