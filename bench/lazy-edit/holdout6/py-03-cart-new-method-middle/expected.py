from dataclasses import dataclass

from shop.catalog import Product
from shop.coupons import Coupon


@dataclass
class CartItem:
    product: Product
    quantity: int


class ShoppingCart:
    def __init__(self, customer_id: str, currency: str = "EUR") -> None:
        self.customer_id = customer_id
        self.currency = currency
        self.items: dict[str, CartItem] = {}
        self.coupon: Coupon | None = None

    def add(self, product: Product, quantity: int = 1) -> None:
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        item = self.items.get(product.sku)
        if item:
            item.quantity += quantity
        else:
            self.items[product.sku] = CartItem(product=product, quantity=quantity)

    def remove(self, sku: str) -> None:
        self.items.pop(sku, None)

    def update_quantity(self, sku: str, quantity: int) -> None:
        if sku not in self.items:
            raise KeyError(sku)
        if quantity <= 0:
            self.remove(sku)
        else:
            self.items[sku].quantity = quantity

    def subtotal(self) -> int:
        return sum(item.product.price_cents * item.quantity for item in self.items.values())

    def total(self) -> int:
        subtotal = self.subtotal()
        if self.coupon:
            subtotal -= self.coupon.discount_for(subtotal)
        return max(subtotal, 0)
