import csv
import json
import logging
import os
from datetime import datetime, timezone

from app.db import get_session
from app.models import User

logger = logging.getLogger(__name__)

EXPORT_DIR = os.environ.get("EXPORT_DIR", "/var/exports")
FIELDS = ["id", "email", "full_name", "created_at", "last_login_at", "is_active"]


def _serialize(user):
    return {
        "id": user.id,
        "email": user.email,
        "full_name": user.full_name,
        "created_at": user.created_at.isoformat() if user.created_at else "",
        "last_login_at": user.last_login_at.isoformat() if user.last_login_at else "",
        "is_active": "yes" if user.is_active else "no",
    }


def export_csv(users, path):
    f = open(path, "w", newline="", encoding="utf-8")
    writer = csv.DictWriter(f, fieldnames=FIELDS)
    writer.writeheader()
    count = 0
    for user in users:
        writer.writerow(_serialize(user))
        count += 1
    f.close()
    logger.info("Wrote %d users to %s", count, path)
    return count


def export_json(users, path):
    f = open(path, "w", encoding="utf-8")
    rows = [_serialize(user) for user in users]
    json.dump(rows, f, indent=2)
    f.close()
    logger.info("Wrote %d users to %s", len(rows), path)
    return len(rows)


def main(fmt="csv", active_only=True):
    timestamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    os.makedirs(EXPORT_DIR, exist_ok=True)
    session = get_session()
    try:
        query = session.query(User).order_by(User.id)
        if active_only:
            query = query.filter(User.is_active.is_(True))
        users = query.yield_per(500)
        if fmt == "csv":
            path = os.path.join(EXPORT_DIR, f"users-{timestamp}.csv")
            return export_csv(users, path)
        elif fmt == "json":
            path = os.path.join(EXPORT_DIR, f"users-{timestamp}.json")
            return export_json(users, path)
        raise ValueError(f"Unsupported format: {fmt}")
    finally:
        session.close()


if __name__ == "__main__":
    import sys

    logging.basicConfig(level=logging.INFO)
    main(*(sys.argv[1:2] or ["csv"]))
