"""Nightly import of partner master data from the ERP export bucket."""

import json
import logging
from datetime import datetime, timezone

import boto3
from sqlalchemy.orm import Session

from erp_sync.db import engine
from erp_sync.models import Customer, Supplier, SyncState

log = logging.getLogger(__name__)

BUCKET = "acme-erp-exports"


def _load(key):
    body = boto3.client("s3").get_object(Bucket=BUCKET, Key=key)["Body"].read()
    return json.loads(body)


def _normalise(record):
    record = dict(record)
    record.pop("_links", None)
    record["external_id"] = str(record.pop("id"))
    return record


def sync_customers(session: Session) -> int:
    batch = [_normalise(r) for r in _load("customers/latest.json")]
    for record in batch:
        record["email"] = (record.get("email") or "").lower() or None
        record["country"] = (record.get("country") or "DE").upper()
        session.merge(Customer(**record))
    session.flush()
    log.info("merged %d customers", len(batch))
    return len(batch)


def sync_suppliers(session: Session) -> int:
    batch = [_normalise(r) for r in _load("suppliers/latest.json")]
    for record in batch:
        record["email"] = (record.get("email") or "").lower() or None
        record["country"] = (record.get("country") or "DE").upper()
        session.merge(Supplier(**record))
    session.flush()
    log.info("merged %d suppliers", len(batch))
    return len(batch)


def main():
    started = datetime.now(timezone.utc)
    with Session(engine) as session, session.begin():
        customers = sync_customers(session)
        suppliers = sync_suppliers(session)
        session.merge(SyncState(name="erp", last_run=started, customers=customers, suppliers=suppliers))
    log.info("ERP sync finished in %s", datetime.now(timezone.utc) - started)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
