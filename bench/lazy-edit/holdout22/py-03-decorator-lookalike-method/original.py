from __future__ import annotations

import functools
import logging
from dataclasses import dataclass, field
from typing import Iterable

from .clients import BillingClient, CrmClient, WarehouseClient
from .permissions import require_scope
from .retry import retry

logger = logging.getLogger(__name__)


@dataclass
class SyncReport:
    source: str
    fetched: int = 0
    written: int = 0
    errors: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors


class AccountSync:
    """Pulls account data from upstream systems into the warehouse."""

    def __init__(self, billing: BillingClient, crm: CrmClient, warehouse: WarehouseClient):
        self.billing = billing
        self.crm = crm
        self.warehouse = warehouse

    @retry(attempts=3, backoff=2.0)
    @require_scope("sync:billing")
    def sync_invoices(self, account_ids: Iterable[str]) -> SyncReport:
        report = SyncReport(source="billing.invoices")
        for account_id in account_ids:
            rows = self.billing.list_invoices(account_id)
            report.fetched += len(rows)
            report.written += self.warehouse.upsert("invoices", rows, key="invoice_id")
        return report

    @retry(attempts=3, backoff=2.0)
    @require_scope("sync:billing")
    def sync_payments(self, account_ids: Iterable[str]) -> SyncReport:
        report = SyncReport(source="billing.payments")
        for account_id in account_ids:
            rows = self.billing.list_payments(account_id)
            report.fetched += len(rows)
            report.written += self.warehouse.upsert("payments", rows, key="payment_id")
        return report

    @require_scope("sync:crm")
    def sync_contacts(self, account_ids: Iterable[str]) -> SyncReport:
        report = SyncReport(source="crm.contacts")
        for account_id in account_ids:
            rows = self.crm.list_contacts(account_id)
            report.fetched += len(rows)
            report.written += self.warehouse.upsert("contacts", rows, key="contact_id")
        return report

    @require_scope("sync:crm")
    def sync_opportunities(self, account_ids: Iterable[str]) -> SyncReport:
        report = SyncReport(source="crm.opportunities")
        for account_id in account_ids:
            rows = self.crm.list_opportunities(account_id)
            report.fetched += len(rows)
            report.written += self.warehouse.upsert("opportunities", rows, key="opportunity_id")
        return report

    @functools.cached_property
    def jobs(self):
        return {
            "invoices": self.sync_invoices,
            "payments": self.sync_payments,
            "contacts": self.sync_contacts,
            "opportunities": self.sync_opportunities,
        }

    def run(self, names: Iterable[str], account_ids: list[str]) -> list[SyncReport]:
        reports = []
        for name in names:
            job = self.jobs[name]
            logger.info("running sync job %s for %d accounts", name, len(account_ids))
            reports.append(job(account_ids))
        return reports
