# ... existing code ...
    price = models.DecimalField(
        _("price"),
        max_digits=10,
        decimal_places=2,
        validators=[MinValueValidator(Decimal("0.00"))],
    )
    sku = models.CharField(_("SKU"), max_length=32, unique=True, null=True, blank=True)
    stock = models.PositiveIntegerField(_("stock"), default=0)
    is_published = models.BooleanField(default=False)
    # ... existing code ...

    class Meta:
        verbose_name = _("product")
        verbose_name_plural = _("products")
        ordering = ["-created_at"]
        indexes = [
            models.Index(fields=["is_published", "published_at"]),
            models.Index(fields=["category", "-created_at"]),
        ]

    # ... existing code ...
