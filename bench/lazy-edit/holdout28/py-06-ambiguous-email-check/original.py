import csv
import logging
import re
from dataclasses import dataclass

from .models import Customer, Supplier

logger = logging.getLogger(__name__)

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.IGNORECASE)


@dataclass
class ImportReport:
    created: int = 0
    updated: int = 0
    skipped: int = 0


def _read_rows(path):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        yield from csv.DictReader(fh)


def import_customers(path, session):
    report = ImportReport()
    for row in _read_rows(path):
        email = (row.get("email") or "").strip().lower()
        if not EMAIL_RE.match(email):
            logger.warning("skipping row with invalid email %r", email)
            report.skipped += 1
            continue

        customer = session.query(Customer).filter_by(email=email).one_or_none()
        if customer is None:
            session.add(Customer(email=email, name=row.get("name", "").strip()))
            report.created += 1
        else:
            customer.name = row.get("name", customer.name).strip()
            report.updated += 1
    session.commit()
    return report


def import_suppliers(path, session):
    report = ImportReport()
    for row in _read_rows(path):
        email = (row.get("email") or "").strip().lower()
        if not EMAIL_RE.match(email):
            logger.warning("skipping row with invalid email %r", email)
            report.skipped += 1
            continue

        supplier = session.query(Supplier).filter_by(email=email).one_or_none()
        if supplier is None:
            session.add(Supplier(email=email, company=row.get("company", "").strip()))
            report.created += 1
        else:
            supplier.company = row.get("company", supplier.company).strip()
            report.updated += 1
    session.commit()
    return report
