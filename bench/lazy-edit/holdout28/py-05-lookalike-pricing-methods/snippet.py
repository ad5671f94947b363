# ... existing code ...
    def gross_total(self, sku: str, quantity: int) -> Decimal:
        # ... existing code ...
            raise
        total = net + self.tax_amount(sku, quantity)
        return total.quantize(CENT, rounding=ROUND_HALF_UP)

    def tax_amount(self, sku: str, quantity: int) -> Decimal:
        # ... existing code ...

    def basket_total(self, lines: dict[str, int], gross: bool = True) -> Decimal:
        if not lines:
            return Decimal("0.00")
        compute = self.gross_total if gross else self.net_total
        return sum((compute(sku, qty) for sku, qty in lines.items()), Decimal("0"))
