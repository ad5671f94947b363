import csv
import logging
import os
from datetime import datetime

from .db import get_session
from .models import Order

logger = logging.getLogger(__name__)

EXPORT_DIR = os.environ.get("EXPORT_DIR", "/var/exports")
FIELDNAMES = [
    "order_id",
    "created_at",
    "customer_email",
    "sku",
    "quantity",
    "unit_price",
    "line_total",
]


def _export_path(prefix: str) -> str:
    stamp = datetime.utcnow().strftime("%Y%m%dT%H%M%S")
    return os.path.join(EXPORT_DIR, f"{prefix}-{stamp}.csv")


def _rows_for_order(order: Order):
    for line in order.lines:
        yield {
            "order_id": order.id,
            "created_at": order.created_at.isoformat(),
            "customer_email": order.customer_email,
            "sku": line.sku,
            "quantity": line.quantity,
            "unit_price": f"{line.unit_price:.2f}",
            "line_total": f"{line.quantity * line.unit_price:.2f}",
        }


def export_orders(since: datetime, prefix: str = "orders") -> str:
    path = _export_path(prefix)
    session = get_session()
    orders = (
        session.query(Order)
        .filter(Order.created_at >= since)
        .order_by(Order.created_at)
        .all()
    )

    f = open(path, "w", newline="", encoding="utf-8")
    writer = csv.DictWriter(f, fieldnames=FIELDNAMES)
    writer.writeheader()
    count = 0
    for order in orders:
        for row in _rows_for_order(order):
            writer.writerow(row)
            count += 1
    f.close()

    session.close()
    logger.info("exported %d order lines to %s", count, path)
    return path


def cleanup_exports(max_age_days: int = 30) -> int:
    removed = 0
    cutoff = datetime.utcnow().timestamp() - max_age_days * 86400
    for name in os.listdir(EXPORT_DIR):
        full = os.path.join(EXPORT_DIR, name)
        if name.endswith(".csv") and os.path.getmtime(full) < cutoff:
            os.remove(full)
            removed += 1
    return removed
