from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Iterable

logger = logging.getLogger(__name__)


@dataclass
class LineItem:
    sku: str
    quantity: int
    unit_price_cents: int

    @property
    def total_cents(self) -> int:
        return self.quantity * self.unit_price_cents


@dataclass
class Order:
    id: str
    customer_id: str
    items: list[LineItem] = field(default_factory=list)
    created_at: datetime = field(default_factory=lambda: datetime.now(timezone.utc))
    paid_at: datetime | None = None
    cancelled_at: datetime | None = None

    @property
    def subtotal_cents(self) -> int:
        return sum(item.total_cents for item in self.items)

    @property
    def is_paid(self) -> bool:
        return self.paid_at is not None

    def add_item(self, sku: str, quantity: int, unit_price_cents: int) -> None:
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        for item in self.items:
            if item.sku == sku:
                item.quantity += quantity
                return
        self.items.append(LineItem(sku, quantity, unit_price_cents))

    def remove_item(self, sku: str) -> None:
        self.items = [item for item in self.items if item.sku != sku]

    def mark_paid(self, when: datetime | None = None) -> None:
        if self.cancelled_at is not None:
            raise ValueError(f"order {self.id} is cancelled")
        self.paid_at = when or datetime.now(timezone.utc)
        logger.info("order %s marked paid", self.id)

    def cancel(self) -> None:
        if self.is_paid:
            raise ValueError(f"order {self.id} is already paid")
        self.cancelled_at = datetime.now(timezone.utc)
        logger.info("order %s cancelled", self.id)


def overdue_orders(orders: Iterable[Order], max_age: timedelta) -> list[Order]:
    cutoff = datetime.now(timezone.utc) - max_age
    return [
        order
        for order in orders
        if not order.is_paid and order.cancelled_at is None and order.created_at < cutoff
    ]
