# ... existing code ...
        status: Current delivery status.
        events: Raw tracking events in the order they were received.
        delivered_at: When the carrier reported delivery, if it has.
    """

    # ... existing code ...
    events: list[dict[str, Any]] = field(default_factory=list)
    delivered_at: datetime | None = None

    # ... existing code ...
    def record_event(self, event: dict[str, Any]) -> None:
        self.events.append(event)
        new_status = event.get("status")
        if new_status:
            self.status = ShipmentStatus(new_status)
            if self.status is ShipmentStatus.DELIVERED and self.delivered_at is None:
                self.delivered_at = datetime.fromisoformat(event["timestamp"])

    def to_dict(self) -> dict[str, Any]:
        return {
            # ... existing code ...
            "events": list(self.events),
            "delivered_at": self.delivered_at.isoformat() if self.delivered_at else None,
        }
