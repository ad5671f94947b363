from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum
from typing import Any


class OrderStatus(str, Enum):
    PENDING = "pending"
    PAID = "paid"
    SHIPPED = "shipped"
    REFUNDED = "refunded"
    CANCELLED = "cancelled"


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
    order_id: str
    customer_email: str
    created_at: datetime
    status: OrderStatus = OrderStatus.PENDING
    items: list[LineItem] = field(default_factory=list)
    notes: str = ""

    @property
    def total_cents(self) -> int:
        return sum(item.total_cents for item in self.items)

    def to_dict(self) -> dict[str, Any]:
        return {
            "order_id": self.order_id,
            "customer_email": self.customer_email,
            "created_at": self.created_at.isoformat(),
            "status": self.status.value,
            "items": [
                {"sku": i.sku, "quantity": i.quantity, "unit_price_cents": i.unit_price_cents}
                for i in self.items
            ],
            "total_cents": self.total_cents,
            "notes": self.notes,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Order:
        return cls(
            order_id=data["order_id"],
            customer_email=data["customer_email"],
            created_at=datetime.fromisoformat(data["created_at"]),
            status=OrderStatus(data.get("status", "pending")),
            items=[LineItem(**item) for item in data.get("items", [])],
            notes=data.get("notes", ""),
        )
