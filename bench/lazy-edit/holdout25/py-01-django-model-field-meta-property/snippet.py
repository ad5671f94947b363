# ... existing code ...
    description = models.TextField(blank=True)
    price = models.DecimalField(max_digits=10, decimal_places=2)
    discount_percent = models.PositiveSmallIntegerField(default=0)
    status = models.CharField(
# ... existing code ...
    class Meta:
        ordering = ["-created_at"]
        indexes = [
            models.Index(fields=["status", "category"]),
            models.Index(fields=["slug"]),
        ]

    def __str__(self):
# ... existing code ...

    @property
    def is_available(self):
        return self.status == self.Status.ACTIVE

    @property
    def final_price(self):
        if not self.discount_percent:
            return self.price
        factor = Decimal(100 - self.discount_percent) / Decimal(100)
        return (self.price * factor).quantize(Decimal("0.01"))
