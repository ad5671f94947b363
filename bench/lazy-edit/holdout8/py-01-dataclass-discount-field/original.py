from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal


@dataclass
class LineItem:
    description: str
    quantity: int
    unit_price: Decimal

    @property
    def total(self) -> Decimal:
        return self.unit_price * self.quantity


@dataclass
class Invoice:
    number: str
    customer: str
    issued_on: date
    items: list[LineItem] = field(default_factory=list)
    tax_rate: Decimal = Decimal("0.20")

    def add_item(self, description: str, quantity: int, unit_price: Decimal) -> LineItem:
        item = LineItem(description, quantity, unit_price)
        self.items.append(item)
        return item

    @property
    def subtotal(self) -> Decimal:
        return sum((item.total for item in self.items), Decimal("0"))

    @property
    def tax(self) -> Decimal:
        return (self.subtotal * self.tax_rate).quantize(Decimal("0.01"))

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.tax

    def summary(self) -> str:
        lines = [f"Invoice {self.number} for {self.customer} ({self.issued_on:%Y-%m-%d})"]
        for item in self.items:
            lines.append(f"  {item.description:<30} {item.quantity:>3} x {item.unit_price:>8}")
        lines.append(f"  {'Subtotal':<30} {self.subtotal:>14}")
        lines.append(f"  {'Tax':<30} {self.tax:>14}")
        lines.append(f"  {'Total':<30} {self.total:>14}")
        return "\n".join(lines)
