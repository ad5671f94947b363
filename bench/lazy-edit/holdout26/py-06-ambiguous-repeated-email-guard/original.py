"""CSV importers for the admin "bulk upload" screen."""

import csv
import io
import logging

from accounts.models import Contact, User
from accounts.signals import user_imported

logger = logging.getLogger(__name__)

REQUIRED_USER_COLUMNS = {"email", "first_name", "last_name"}
REQUIRED_CONTACT_COLUMNS = {"email", "company"}


def read_rows(upload):
    text = io.TextIOWrapper(upload, encoding="utf-8-sig")
    return list(csv.DictReader(text))


def check_columns(rows, required):
    if not rows:
        return
    missing = required - set(rows[0].keys())
    if missing:
        raise ValueError(f"missing columns: {', '.join(sorted(missing))}")


def import_users(upload, invited_by):
    rows = read_rows(upload)
    check_columns(rows, REQUIRED_USER_COLUMNS)
    created = skipped = 0
    for row in rows:
        email = row.get("email", "").strip().lower()
        if not email:
            skipped += 1
            continue
        user, was_created = User.objects.get_or_create(
            email=email,
            defaults={"first_name": row["first_name"], "last_name": row["last_name"]},
        )
        if was_created:
            created += 1
            user_imported.send(sender=User, user=user, invited_by=invited_by)
    logger.info("imported users: %d created, %d skipped", created, skipped)
    return created, skipped


def import_contacts(upload, owner):
    rows = read_rows(upload)
    check_columns(rows, REQUIRED_CONTACT_COLUMNS)
    created = skipped = 0
    for row in rows:
        email = row.get("email", "").strip().lower()
        if not email:
            skipped += 1
            continue
        _, was_created = Contact.objects.update_or_create(
            owner=owner,
            email=email,
            defaults={"company": row["company"].strip()},
        )
        if was_created:
            created += 1
    logger.info("imported contacts: %d created, %d skipped", created, skipped)
    return created, skipped
