# ... existing code ...
    items: list[LineItem] = field(default_factory=list)
    notes: Optional[str] = None
    paid_on: Optional[date] = None

    # ... existing code ...

    def mark_paid(self, on: date) -> None:
        if self.status is not InvoiceStatus.SENT:
            raise ValueError("only sent invoices can be paid")
        self.status = InvoiceStatus.PAID
        self.paid_on = on

    def is_overdue(self, today: date) -> bool:
        return self.status is InvoiceStatus.SENT and today > self.due_on
