# ... existing code ...
    body = models.TextField(blank=True)
    is_approved = models.BooleanField(default=False)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(fields=["book", "user"], name="unique_review_per_user"),
        ]
        indexes = [
            models.Index(fields=["book", "is_approved"]),
        ]

    # ... existing code ...
