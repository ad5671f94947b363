# ... existing code ...

    @property
    def is_paid(self) -> bool:
        return self.paid_at is not None

    @property
    def is_cancelled(self) -> bool:
        return self.cancelled_at is not None

    # ... existing code ...

    def mark_paid(self, when: datetime | None = None) -> None:
        if self.is_cancelled:
            raise ValueError(f"order {self.id} is cancelled")
        # ... existing code ...


def overdue_orders(orders: Iterable[Order], max_age: timedelta) -> list[Order]:
    cutoff = datetime.now(timezone.utc) - max_age
    return [
        order
        for order in orders
        if not order.is_paid and not order.is_cancelled and order.created_at < cutoff
    ]
