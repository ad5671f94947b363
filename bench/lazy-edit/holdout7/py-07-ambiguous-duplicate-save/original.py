from django.db import models, transaction
from django.utils import timezone


class NumberSequence(models.Model):
    prefix = models.CharField(max_length=8, unique=True)
    last_value = models.PositiveIntegerField(default=0)

    @classmethod
    def next_for(cls, prefix: str) -> str:
        with transaction.atomic():
            seq, _ = cls.objects.select_for_update().get_or_create(prefix=prefix)
            seq.last_value += 1
            seq.save(update_fields=["last_value"])
        return f"{prefix}-{seq.last_value:06d}"


class Invoice(models.Model):
    number = models.CharField(max_length=20, unique=True, blank=True)
    customer = models.ForeignKey("crm.Customer", on_delete=models.PROTECT, related_name="invoices")
    issued_at = models.DateTimeField(default=timezone.now)
    due_days = models.PositiveSmallIntegerField(default=30)
    total_cents = models.BigIntegerField()

    class Meta:
        ordering = ["-issued_at"]

    def __str__(self) -> str:
        return self.number

    def _next_number(self) -> str:
        return NumberSequence.next_for("INV")

    def save(self, *args, **kwargs):
        if not self.number:
            self.number = self._next_number()
        super().save(*args, **kwargs)

    @property
    def due_at(self):
        return self.issued_at + timezone.timedelta(days=self.due_days)


class CreditNote(models.Model):
    number = models.CharField(max_length=20, unique=True, blank=True)
    invoice = models.ForeignKey(Invoice, on_delete=models.PROTECT, related_name="credit_notes")
    issued_at = models.DateTimeField(default=timezone.now)
    reason = models.TextField(blank=True)
    amount_cents = models.BigIntegerField()

    class Meta:
        ordering = ["-issued_at"]

    def __str__(self) -> str:
        return self.number

    def _next_number(self) -> str:
        return NumberSequence.next_for("CRN")

    def save(self, *args, **kwargs):
        if not self.number:
            self.number = self._next_number()
        super().save(*args, **kwargs)

    def clean(self):
        if self.amount_cents > self.invoice.total_cents:
            raise ValueError("credit note exceeds invoice total")
