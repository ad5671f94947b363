# ... existing code ...

class Book(models.Model):
    title = models.CharField(max_length=300)
    slug = models.SlugField(max_length=320, unique=True)
    authors = models.ManyToManyField(Author, related_name="books")
    isbn = models.CharField("ISBN", max_length=13, unique=True)
    published = models.DateField(null=True, blank=True)
    page_count = models.PositiveIntegerField(null=True, blank=True)
    language = models.CharField(max_length=8, default="en")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-published", "title"]
        indexes = [
            models.Index(fields=["language", "published"]),
        ]

    def __str__(self):
        return self.title

# ... existing code ...
