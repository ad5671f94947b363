from dataclasses import dataclass, field


@dataclass
class Cart:
    items: dict = field(default_factory=dict)

    def add(self, sku, qty=1):
        self.items[sku] = self.items.get(sku, 0) + qty

    def remove(self, sku):
        self.items.pop(sku, None)

    def total(self, prices):
        return sum(prices[sku] * qty for sku, qty in self.items.items())
