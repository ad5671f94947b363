from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Any


class ShipmentStatus(str, enum.Enum):
    PENDING = "pending"
    IN_TRANSIT = "in_transit"
    DELIVERED = "delivered"
    RETURNED = "returned"


@dataclass(frozen=True)
class Address:
    line1: str
    city: str
    postal_code: str
    country: str
    line2: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "line1": self.line1,
            "line2": self.line2,
            "city": self.city,
            "postal_code": self.postal_code,
            "country": self.country,
        }


@dataclass
class Shipment:
    """A parcel handed over to a carrier.

    Attributes:
        tracking_number: Carrier-issued tracking number.
        carrier: Short carrier code, e.g. ``"ups"`` or ``"dhl"``.
        destination: Where the parcel is going.
        weight_kg: Declared weight in kilograms.
        status: Current delivery status.
        events: Raw tracking events in the order they were received.
        delivered_at: When the carrier reported delivery, if it has.
    """

    tracking_number: str
    carrier: str
    destination: Address
    weight_kg: Decimal
    status: ShipmentStatus = ShipmentStatus.PENDING
    events: list[dict[str, Any]] = field(default_factory=list)
    delivered_at: datetime | None = None

    @property
    def is_final(self) -> bool:
        return self.status in (ShipmentStatus.DELIVERED, ShipmentStatus.RETURNED)

    def record_event(self, event: dict[str, Any]) -> None:
        self.events.append(event)
        new_status = event.get("status")
        if new_status:
            self.status = ShipmentStatus(new_status)
            if self.status is ShipmentStatus.DELIVERED and self.delivered_at is None:
                self.delivered_at = datetime.fromisoformat(event["timestamp"])

    def to_dict(self) -> dict[str, Any]:
        return {
            "tracking_number": self.tracking_number,
            "carrier": self.carrier,
            "destination": self.destination.to_dict(),
            "weight_kg": str(self.weight_kg),
            "status": self.status.value,
            "events": list(self.events),
            "delivered_at": self.delivered_at.isoformat() if self.delivered_at else None,
        }
