# ... existing code ...
    paid_at = models.DateTimeField(null=True, blank=True)
    shipped_at = models.DateTimeField(null=True, blank=True)
    cancelled_at = models.DateTimeField(null=True, blank=True)

    # ... existing code ...

    def mark_shipped(self):
        # ... existing code ...
        self.save(update_fields=["status", "shipped_at", "updated_at"])

    def cancel(self, reason: str = ""):
        if self.status not in (self.Status.PENDING, self.Status.PAID):
            raise ValueError(f"Cannot cancel order {self.pk} from {self.status}")
        self.status = self.Status.CANCELLED
        self.cancelled_at = timezone.now()
        if reason:
            self.notes = f"{self.notes}\nCancelled: {reason}".strip()
        self.save(update_fields=["status", "cancelled_at", "notes", "updated_at"])


# ... existing code ...
