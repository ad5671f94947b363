from decimal import Decimal

from django.conf import settings
from django.db import models
from django.utils import timezone


class OrderQuerySet(models.QuerySet):
    def open(self):
        return self.filter(status__in=[Order.Status.PENDING, Order.Status.PAID])

    def for_customer(self, user):
        return self.filter(customer=user)

    def placed_between(self, start, end):
        return self.filter(created_at__gte=start, created_at__lt=end)


class Order(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        PAID = "paid", "Paid"
        SHIPPED = "shipped", "Shipped"
        CANCELLED = "cancelled", "Cancelled"
        REFUNDED = "refunded", "Refunded"

    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        related_name="orders",
    )
    status = models.CharField(
        max_length=16,
        choices=Status.choices,
        default=Status.PENDING,
        db_index=True,
    )
    currency = models.CharField(max_length=3, default="EUR")
    shipping_address = models.JSONField(default=dict, blank=True)
    notes = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    paid_at = models.DateTimeField(null=True, blank=True)
    shipped_at = models.DateTimeField(null=True, blank=True)
    cancelled_at = models.DateTimeField(null=True, blank=True)

    objects = OrderQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        indexes = [
            models.Index(fields=["customer", "status"]),
        ]

    def __str__(self):
        return f"Order #{self.pk} ({self.get_status_display()})"

    @property
    def subtotal(self) -> Decimal:
        return sum((line.total for line in self.lines.all()), Decimal("0.00"))

    def mark_paid(self):
        if self.status != self.Status.PENDING:
            raise ValueError(f"Cannot mark order {self.pk} as paid from {self.status}")
        self.status = self.Status.PAID
        self.paid_at = timezone.now()
        self.save(update_fields=["status", "paid_at", "updated_at"])

    def mark_shipped(self):
        if self.status != self.Status.PAID:
            raise ValueError(f"Cannot ship order {self.pk} from {self.status}")
        self.status = self.Status.SHIPPED
        self.shipped_at = timezone.now()
        self.save(update_fields=["status", "shipped_at", "updated_at"])

    def cancel(self, reason: str = ""):
        if self.status not in (self.Status.PENDING, self.Status.PAID):
            raise ValueError(f"Cannot cancel order {self.pk} from {self.status}")
        self.status = self.Status.CANCELLED
        self.cancelled_at = timezone.now()
        if reason:
            self.notes = f"{self.notes}\nCancelled: {reason}".strip()
        self.save(update_fields=["status", "cancelled_at", "notes", "updated_at"])


class OrderLine(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="lines")
    sku = models.CharField(max_length=64)
    description = models.CharField(max_length=255)
    unit_price = models.DecimalField(max_digits=10, decimal_places=2)
    quantity = models.PositiveIntegerField(default=1)

    def __str__(self):
        return f"{self.quantity} x {self.sku}"

    @property
    def total(self) -> Decimal:
        return self.unit_price * self.quantity
