"""Incremental sync jobs for the CRM integration."""

import logging
import time

from .client import ApiRateLimited, CrmClient
from .models import SyncResult
from .store import Store

log = logging.getLogger(__name__)

MAX_BACKOFF = 120


def sync_customers(client: CrmClient, store: Store) -> SyncResult:
    cursor = store.cursor("customers")
    try:
        batch = client.list("customers", since=cursor)
    except ApiRateLimited as exc:
        log.warning("rate limited, sleeping %ss", exc.retry_after)
        time.sleep(exc.retry_after)
        return SyncResult.retry()
    for record in batch.items:
        store.upsert_customer(record)
    store.set_cursor("customers", batch.next_cursor)
    return SyncResult.ok(len(batch.items))


def sync_invoices(client: CrmClient, store: Store) -> SyncResult:
    cursor = store.cursor("invoices")
    try:
        batch = client.list("invoices", since=cursor)
    except ApiRateLimited as exc:
        log.warning("rate limited, sleeping %ss", exc.retry_after)
        time.sleep(exc.retry_after)
        return SyncResult.retry()
    for record in batch.items:
        if record.get("status") == "void":
            continue
        store.upsert_invoice(record)
    store.set_cursor("invoices", batch.next_cursor)
    return SyncResult.ok(len(batch.items))


def run_all(client: CrmClient, store: Store) -> dict[str, SyncResult]:
    results = {}
    for name, job in (("customers", sync_customers), ("invoices", sync_invoices)):
        started = time.monotonic()
        results[name] = job(client, store)
        log.info("%s sync finished in %.2fs: %s", name, time.monotonic() - started, results[name])
    return results
