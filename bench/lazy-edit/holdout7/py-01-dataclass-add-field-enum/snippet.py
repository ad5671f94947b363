# ... existing code ...
class OrderStatus(str, Enum):
    PENDING = "pending"
    PAID = "paid"
    SHIPPED = "shipped"
    REFUNDED = "refunded"
    CANCELLED = "cancelled"

# ... existing code ...
    status: OrderStatus = OrderStatus.PENDING
    items: list[LineItem] = field(default_factory=list)
    notes: str = ""

    # ... existing code ...
            "total_cents": self.total_cents,
            "notes": self.notes,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Order:
        return cls(
            # ... existing code ...
            items=[LineItem(**item) for item in data.get("items", [])],
            notes=data.get("notes", ""),
        )
