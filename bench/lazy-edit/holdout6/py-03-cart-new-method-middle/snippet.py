# ... existing code ...
    def remove(self, sku: str) -> None:
        # ... existing code ...

    def update_quantity(self, sku: str, quantity: int) -> None:
        if sku not in self.items:
            raise KeyError(sku)
        if quantity <= 0:
            self.remove(sku)
        else:
            self.items[sku].quantity = quantity

    def subtotal(self) -> int:
        # ... existing code ...
