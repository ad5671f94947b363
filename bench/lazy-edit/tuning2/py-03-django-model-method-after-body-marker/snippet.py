# ... existing code ...
    def mark_paid(self):
        # ... existing code ...

    def mark_void(self, reason: str = ""):
        if self.status == self.Status.PAID:
            raise ValueError("paid invoices cannot be voided")
        self.status = self.Status.VOID
        self.void_reason = reason
        self.save(update_fields=["status", "void_reason"])

    def is_overdue(self) -> bool:
        # ... existing code ...
