from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, ROUND_HALF_UP
from typing import Optional


class InvoiceStatus(enum.Enum):
    DRAFT = "draft"
    SENT = "sent"
    PAID = "paid"
    VOID = "void"


@dataclass(frozen=True)
class LineItem:
    description: str
    quantity: int
    unit_price: Decimal
    tax_rate: Decimal = Decimal("0")

    @property
    def net(self) -> Decimal:
        return (self.unit_price * self.quantity).quantize(Decimal("0.01"), ROUND_HALF_UP)

    @property
    def tax(self) -> Decimal:
        return (self.net * self.tax_rate).quantize(Decimal("0.01"), ROUND_HALF_UP)


@dataclass
class Invoice:
    number: str
    customer_id: int
    issued_on: date
    due_on: date
    currency: str = "EUR"
    status: InvoiceStatus = InvoiceStatus.DRAFT
    items: list[LineItem] = field(default_factory=list)
    notes: Optional[str] = None
    paid_on: Optional[date] = None

    def add_item(self, item: LineItem) -> None:
        if self.status is not InvoiceStatus.DRAFT:
            raise ValueError(f"cannot add items to a {self.status.value} invoice")
        self.items.append(item)

    @property
    def net_total(self) -> Decimal:
        return sum((i.net for i in self.items), Decimal("0"))

    @property
    def tax_total(self) -> Decimal:
        return sum((i.tax for i in self.items), Decimal("0"))

    @property
    def total(self) -> Decimal:
        return self.net_total + self.tax_total

    def mark_sent(self) -> None:
        if not self.items:
            raise ValueError("cannot send an empty invoice")
        self.status = InvoiceStatus.SENT

    def mark_paid(self, on: date) -> None:
        if self.status is not InvoiceStatus.SENT:
            raise ValueError("only sent invoices can be paid")
        self.status = InvoiceStatus.PAID
        self.paid_on = on

    def is_overdue(self, today: date) -> bool:
        return self.status is InvoiceStatus.SENT and today > self.due_on
