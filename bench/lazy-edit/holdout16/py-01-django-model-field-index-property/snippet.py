# ... existing code ...
    status = models.CharField(
        max_length=10,
        choices=Status.choices,
        default=Status.DRAFT,
    )
    featured = models.BooleanField(default=False)

    objects = models.Manager()
    published = PublishedManager()

    class Meta:
        ordering = ["-publish"]
        indexes = [
            models.Index(fields=["-publish"]),
            models.Index(fields=["status", "-publish"]),
        ]

    def __str__(self):
        return self.title

    @property
    def word_count(self):
        return len(self.body.split())

# ... rest of the file unchanged ...
