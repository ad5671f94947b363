# ... existing code ...


class Subscription(models.Model):
    # ... existing code ...
    started_at = models.DateTimeField(default=timezone.now)
    ended_at = models.DateTimeField(null=True, blank=True)
    cancel_reason = models.CharField(max_length=255, blank=True)
    discount_percent = models.PositiveSmallIntegerField(default=0)

    objects = SubscriptionQuerySet.as_manager()

    class Meta:
        ordering = ["-started_at"]
        indexes = [
            models.Index(fields=["user", "started_at"]),
        ]

    # ... existing code ...

    def cancel(self, at=None, reason=""):
        self.ended_at = at or timezone.now()
        self.cancel_reason = reason
        self.save(update_fields=["ended_at", "cancel_reason"])
