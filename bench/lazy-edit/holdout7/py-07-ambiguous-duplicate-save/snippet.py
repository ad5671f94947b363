# ... existing code ...

    def save(self, *args, **kwargs):
        if not self.number:
            self.number = self._next_number()
        self.full_clean()
        super().save(*args, **kwargs)

# ... existing code ...
