from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Any, Dict, List, Optional


def _iso(value: Optional[datetime]) -> Optional[str]:
    return value.isoformat() if value is not None else None


@dataclass
class Customer:
    id: str
    email: str
    name: str
    created_at: datetime
    deleted_at: Optional[datetime] = None
    metadata: Dict[str, str] = field(default_factory=dict)

    def to_dict(self) -> Dict[str, Any]:
        return {
            "id": self.id,
            "email": self.email,
            "name": self.name,
            "created_at": _iso(self.created_at),
            "deleted_at": _iso(self.deleted_at),
            "metadata": dict(self.metadata),
        }


@dataclass
class InvoiceLine:
    description: str
    quantity: int
    unit_price: Decimal

    @property
    def amount(self) -> Decimal:
        return self.unit_price * self.quantity

    def to_dict(self) -> Dict[str, Any]:
        return {
            "description": self.description,
            "quantity": self.quantity,
            "unit_price": str(self.unit_price),
            "amount": str(self.amount),
        }


@dataclass
class Invoice:
    id: str
    customer_id: str
    created_at: datetime
    lines: List[InvoiceLine] = field(default_factory=list)
    paid_at: Optional[datetime] = None
    deleted_at: Optional[datetime] = None
    metadata: Dict[str, str] = field(default_factory=dict)

    @property
    def total(self) -> Decimal:
        return sum((line.amount for line in self.lines), Decimal("0"))

    @property
    def is_paid(self) -> bool:
        return self.paid_at is not None

    def to_dict(self) -> Dict[str, Any]:
        return {
            "id": self.id,
            "customer_id": self.customer_id,
            "created_at": _iso(self.created_at),
            "paid_at": _iso(self.paid_at),
            "deleted_at": _iso(self.deleted_at),
            "metadata": dict(self.metadata),
            "lines": [line.to_dict() for line in self.lines],
            "total": str(self.total),
            "is_paid": self.is_paid,
        }
