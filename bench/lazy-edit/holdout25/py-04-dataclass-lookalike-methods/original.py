from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Address:
    street: str
    city: str
    postal_code: str
    country: str = "NL"

    def to_dict(self) -> dict[str, Any]:
        return {
            "street": self.street,
            "city": self.city,
            "postal_code": self.postal_code,
            "country": self.country,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Address:
        return cls(
            street=data["street"],
            city=data["city"],
            postal_code=data["postal_code"],
            country=data.get("country", "NL"),
        )


@dataclass
class Contact:
    name: str
    email: str
    phone: str | None = None
    addresses: list[Address] = field(default_factory=list)
    tags: set[str] = field(default_factory=set)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "email": self.email,
            "phone": self.phone,
            "addresses": [a.to_dict() for a in self.addresses],
            "tags": sorted(self.tags),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Contact:
        return cls(
            name=data["name"],
            email=data["email"],
            phone=data.get("phone"),
            addresses=[Address.from_dict(a) for a in data.get("addresses", [])],
            tags=set(data.get("tags", [])),
        )

    @property
    def primary_address(self) -> Address | None:
        return self.addresses[0] if self.addresses else None


def merge_contacts(a: Contact, b: Contact) -> Contact:
    """Merge two records for the same person, preferring values from ``a``."""
    seen = {tuple(addr.to_dict().values()) for addr in a.addresses}
    extra = [addr for addr in b.addresses if tuple(addr.to_dict().values()) not in seen]
    return Contact(
        name=a.name or b.name,
        email=a.email or b.email,
        phone=a.phone or b.phone,
        addresses=a.addresses + extra,
        tags=a.tags | b.tags,
    )
