# ... existing code ...
    def add(self, sku, qty=1):
        # ... existing code ...

    def set_quantity(self, sku, qty):
        if qty <= 0:
            self.remove(sku)
        else:
            self.items[sku] = qty

    def remove(self, sku):
        # ... existing code ...
