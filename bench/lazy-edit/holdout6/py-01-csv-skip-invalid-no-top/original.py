import csv
import logging
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path

logger = logging.getLogger(__name__)


@dataclass
class Transaction:
    date: str
    description: str
    amount: Decimal
    category: str | None = None


def parse_amount(raw: str) -> Decimal:
    cleaned = raw.replace(",", "").replace("$", "").strip()
    try:
        return Decimal(cleaned)
    except InvalidOperation:
        raise ValueError(f"invalid amount: {raw!r}")


def load_transactions(path: Path) -> list[Transaction]:
    transactions = []
    with path.open(newline="") as fh:
        reader = csv.DictReader(fh)
        for row in reader:
            transactions.append(
                Transaction(
                    date=row["Date"],
                    description=row["Description"],
                    amount=parse_amount(row["Amount"]),
                )
            )
    logger.info("loaded %d transactions from %s", len(transactions), path)
    return transactions


def total_by_category(transactions: list[Transaction]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = {}
    for tx in transactions:
        key = tx.category or "uncategorized"
        totals[key] = totals.get(key, Decimal("0")) + tx.amount
    return totals
