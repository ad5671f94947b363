# ... existing code ...

    @property
    def total(self) -> Decimal:
        return sum((line.amount for line in self.lines), Decimal("0"))

    @property
    def is_paid(self) -> bool:
        return self.paid_at is not None

    def to_dict(self) -> Dict[str, Any]:
        return {
            "id": self.id,
            "customer_id": self.customer_id,
            "created_at": _iso(self.created_at),
            "paid_at": _iso(self.paid_at),
            "deleted_at": _iso(self.deleted_at),
            # ... existing code ...
            "total": str(self.total),
            "is_paid": self.is_paid,
        }
