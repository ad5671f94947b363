"""Helpers for importing CRM CSV exports."""

import csv
import logging

from crm.models import Contact, Customer, Supplier

log = logging.getLogger(__name__)

REQUIRED_HEADERS = {"email", "name"}


def _open_reader(path):
    fh = open(path, newline="", encoding="utf-8-sig")
    reader = csv.DictReader(fh)
    missing = REQUIRED_HEADERS - set(reader.fieldnames or [])
    if missing:
        fh.close()
        raise ValueError(f"{path}: missing columns {sorted(missing)}")
    return fh, reader


def import_customers(path):
    created = updated = 0
    fh, reader = _open_reader(path)
    with fh:
        for row in reader:
            row = {k.strip(): (v or "").strip() for k, v in row.items()}
            if not row.get("email"):
                continue
            _, was_created = Customer.objects.update_or_create(
                email=row["email"].lower(),
                defaults={"name": row["name"], "phone": row.get("phone", "")},
            )
            if was_created:
                created += 1
            else:
                updated += 1
    log.info("customers: %d created, %d updated", created, updated)
    return created, updated


def import_suppliers(path):
    created = updated = 0
    fh, reader = _open_reader(path)
    with fh:
        for row in reader:
            row = {k.strip(): (v or "").strip() for k, v in row.items()}
            if not row.get("email"):
                continue
            _, was_created = Supplier.objects.update_or_create(
                email=row["email"].lower(),
                defaults={"name": row["name"], "vat_number": row.get("vat", "")},
            )
            if was_created:
                created += 1
            else:
                updated += 1
    log.info("suppliers: %d created, %d updated", created, updated)
    return created, updated


def import_contacts(path, company):
    created = updated = 0
    fh, reader = _open_reader(path)
    with fh:
        for row in reader:
            row = {k.strip(): (v or "").strip() for k, v in row.items()}
            if not row.get("email"):
                continue
            _, was_created = Contact.objects.update_or_create(
                company=company,
                email=row["email"].lower(),
                defaults={"name": row["name"], "title": row.get("title", "")},
            )
            if was_created:
                created += 1
            else:
                updated += 1
    log.info("contacts for %s: %d created, %d updated", company, created, updated)
    return created, updated
