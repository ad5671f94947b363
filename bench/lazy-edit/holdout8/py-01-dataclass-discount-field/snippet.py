# ... existing code ...
    items: list[LineItem] = field(default_factory=list)
    tax_rate: Decimal = Decimal("0.20")
    discount: Decimal = Decimal("0")

    # ... existing code ...

    @property
    def tax(self) -> Decimal:
        return ((self.subtotal - self.discount) * self.tax_rate).quantize(Decimal("0.01"))

    @property
    def total(self) -> Decimal:
        return self.subtotal - self.discount + self.tax

    def summary(self) -> str:
        # ... existing code ...
        lines.append(f"  {'Subtotal':<30} {self.subtotal:>14}")
        if self.discount:
            lines.append(f"  {'Discount':<30} {-self.discount:>14}")
        lines.append(f"  {'Tax':<30} {self.tax:>14}")
        # ... existing code ...
