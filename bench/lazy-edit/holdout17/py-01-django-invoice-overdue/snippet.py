# ... existing code ...

    @property
    def total(self) -> Decimal:
        return sum((line.amount for line in self.lines.all()), Decimal("0"))

    @property
    def is_overdue(self) -> bool:
        return (
            self.status == self.Status.SENT
            and self.due_at is not None
            and self.due_at < timezone.localdate()
        )

    def mark_paid(self, save=True):
        self.status = self.Status.PAID
        if save:
            self.save(update_fields=["status", "updated_at"])


class InvoiceLine(models.Model):
# ... existing code ...
