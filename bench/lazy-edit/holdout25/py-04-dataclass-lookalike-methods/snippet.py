# ... existing code ...
@dataclass
class Address:
    street: str
    city: str
    postal_code: str
    country: str = "NL"
    label: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            # ... existing code ...
            "country": self.country,
            "label": self.label,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Address:
        return cls(
            # ... existing code ...
            country=data.get("country", "NL"),
            label=data.get("label", ""),
        )
# ... existing code ...
    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Contact:
        if "email" not in data:
            raise ValueError("contact record without email")
        return cls(
# ... existing code ...
