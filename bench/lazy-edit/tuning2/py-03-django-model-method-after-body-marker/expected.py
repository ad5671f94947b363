from decimal import Decimal

from django.conf import settings
from django.db import models
from django.utils import timezone


class Invoice(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft", "Draft"
        SENT = "sent", "Sent"
        PAID = "paid", "Paid"
        VOID = "void", "Void"

    number = models.CharField(max_length=32, unique=True)
    customer = models.ForeignKey("customers.Customer", on_delete=models.PROTECT, related_name="invoices")
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.DRAFT)
    issued_at = models.DateTimeField(null=True, blank=True)
    due_at = models.DateTimeField(null=True, blank=True)
    paid_at = models.DateTimeField(null=True, blank=True)
    void_reason = models.CharField(max_length=255, blank=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True)

    class Meta:
        ordering = ["-issued_at"]
        indexes = [models.Index(fields=["status", "due_at"])]

    def __str__(self):
        return f"Invoice {self.number}"

    @property
    def total(self) -> Decimal:
        return sum((line.amount for line in self.lines.all()), Decimal("0"))

    def mark_sent(self):
        if self.status != self.Status.DRAFT:
            raise ValueError("only draft invoices can be sent")
        self.status = self.Status.SENT
        self.issued_at = timezone.now()
        self.save(update_fields=["status", "issued_at"])

    def mark_paid(self):
        if self.status != self.Status.SENT:
            raise ValueError("only sent invoices can be paid")
        self.status = self.Status.PAID
        self.paid_at = timezone.now()
        self.save(update_fields=["status", "paid_at"])

    def mark_void(self, reason: str = ""):
        if self.status == self.Status.PAID:
            raise ValueError("paid invoices cannot be voided")
        self.status = self.Status.VOID
        self.void_reason = reason
        self.save(update_fields=["status", "void_reason"])

    def is_overdue(self) -> bool:
        return self.status == self.Status.SENT and self.due_at is not None and self.due_at < timezone.now()


class InvoiceLine(models.Model):
    invoice = models.ForeignKey(Invoice, on_delete=models.CASCADE, related_name="lines")
    description = models.CharField(max_length=255)
    quantity = models.PositiveIntegerField(default=1)
    unit_price = models.DecimalField(max_digits=10, decimal_places=2)

    @property
    def amount(self) -> Decimal:
        return self.unit_price * self.quantity

    def __str__(self):
        return f"{self.description} x{self.quantity}"
