import csv
import logging
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Iterator

logger = logging.getLogger(__name__)


@dataclass
class User:
    id: int
    email: str
    signup_date: date


@dataclass
class Order:
    id: int
    user_id: int
    total: Decimal
    placed_on: date


class ExportReader:
    """Read the nightly CSV exports dropped by the billing system."""

    def __init__(self, root: Path, encoding: str = "utf-8") -> None:
        self.root = root
        self.encoding = encoding

    def _rows(self, name: str) -> Iterator[dict[str, str]]:
        path = self.root / name
        with path.open(newline="", encoding=self.encoding) as fh:
            yield from csv.DictReader(fh)

    def load_users(self) -> list[User]:
        users = []
        for lineno, row in enumerate(self._rows("users.csv"), start=2):
            try:
                users.append(
                    User(
                        id=int(row["id"]),
                        email=row["email"].strip().lower(),
                        signup_date=date.fromisoformat(row["signup_date"]),
                    )
                )
            except (KeyError, ValueError) as exc:
                logger.warning("users.csv:%d skipped: %s", lineno, exc)
        return users

    def load_orders(self) -> list[Order]:
        orders = []
        for lineno, row in enumerate(self._rows("orders.csv"), start=2):
            try:
                orders.append(
                    Order(
                        id=int(row["id"]),
                        user_id=int(row["user_id"]),
                        total=Decimal(row["total"]),
                        placed_on=date.fromisoformat(row["placed_on"]),
                    )
                )
            except (KeyError, ValueError, InvalidOperation) as exc:
                logger.warning("orders.csv:%d skipped: %s", lineno, exc)
        return orders

    def orders_by_user(self) -> dict[int, list[Order]]:
        grouped: dict[int, list[Order]] = {}
        for order in self.load_orders():
            grouped.setdefault(order.user_id, []).append(order)
        return grouped
