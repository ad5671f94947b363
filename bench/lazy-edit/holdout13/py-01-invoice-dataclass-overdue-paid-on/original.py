from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from enum import Enum


class InvoiceStatus(str, Enum):
    DRAFT = "draft"
    SENT = "sent"
    PAID = "paid"
    VOID = "void"


@dataclass
class LineItem:
    description: str
    quantity: int
    unit_price: Decimal
    tax_rate: Decimal = Decimal("0")

    @property
    def subtotal(self) -> Decimal:
        return self.unit_price * self.quantity

    @property
    def tax(self) -> Decimal:
        return (self.subtotal * self.tax_rate).quantize(Decimal("0.01"))


@dataclass
class Invoice:
    number: str
    customer_id: str
    issued_on: date
    payment_terms_days: int = 30
    status: InvoiceStatus = InvoiceStatus.DRAFT
    items: list[LineItem] = field(default_factory=list)

    @property
    def due_on(self) -> date:
        return self.issued_on + timedelta(days=self.payment_terms_days)

    @property
    def subtotal(self) -> Decimal:
        return sum((item.subtotal for item in self.items), Decimal("0"))

    @property
    def tax(self) -> Decimal:
        return sum((item.tax for item in self.items), Decimal("0"))

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.tax

    def add_item(self, item: LineItem) -> None:
        if self.status is not InvoiceStatus.DRAFT:
            raise ValueError(f"Cannot modify invoice {self.number} in status {self.status.value}")
        self.items.append(item)

    def mark_sent(self) -> None:
        if not self.items:
            raise ValueError("Cannot send an empty invoice")
        self.status = InvoiceStatus.SENT

    def mark_paid(self) -> None:
        if self.status is not InvoiceStatus.SENT:
            raise ValueError("Only sent invoices can be paid")
        self.status = InvoiceStatus.PAID
