# ... existing code ...

@dataclass
class Invoice:
    number: str
    customer_id: str
    issued_on: date
    payment_terms_days: int = 30
    status: InvoiceStatus = InvoiceStatus.DRAFT
    paid_on: date | None = None
    items: list[LineItem] = field(default_factory=list)

    # ... existing code ...

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.tax

    def is_overdue(self, today: date | None = None) -> bool:
        today = today or date.today()
        return self.status is InvoiceStatus.SENT and today > self.due_on

    # ... existing code ...

    def mark_paid(self, paid_on: date | None = None) -> None:
        if self.status is not InvoiceStatus.SENT:
            raise ValueError("Only sent invoices can be paid")
        self.status = InvoiceStatus.PAID
        self.paid_on = paid_on or date.today()
