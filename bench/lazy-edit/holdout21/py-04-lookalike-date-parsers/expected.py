import re
from datetime import date, datetime
from decimal import Decimal, InvalidOperation

from .errors import StatementParseError
from .models import Transaction

_AMOUNT_RE = re.compile(r"^(?P<sign>[-+])?(?P<int>\d{1,3}(?:[.,\s]?\d{3})*)(?:[.,](?P<frac>\d{2}))?$")


class CsvStatementParser:
    """Parses bank statement rows exported by the online banking portal."""

    date_formats = ("%d.%m.%Y", "%Y-%m-%d", "%d/%m/%Y")

    def __init__(self, account_iban: str, default_currency: str = "EUR") -> None:
        self.account_iban = account_iban
        self.default_currency = default_currency

    def parse_row(self, row: dict[str, str], line_no: int) -> Transaction:
        try:
            return Transaction(
                account=self.account_iban,
                booked_on=self._parse_booking_date(row["Buchungstag"]),
                value_on=self._parse_value_date(row.get("Valuta", "")),
                amount=self._parse_amount(row["Betrag"]),
                currency=self._parse_currency(row.get("Waehrung", "")),
                counterparty=row.get("Name", "").strip() or None,
                purpose=" ".join(row.get("Verwendungszweck", "").split()),
            )
        except (KeyError, ValueError) as exc:
            raise StatementParseError(f"line {line_no}: {exc}") from exc

    def _parse_booking_date(self, raw: str) -> date:
        raw = raw.strip()
        for fmt in self.date_formats:
            try:
                return datetime.strptime(raw, fmt).date()
            except ValueError:
                continue
        raise ValueError(f"unrecognised booking date {raw!r}")

    def _parse_value_date(self, raw: str) -> date | None:
        raw = raw.strip()
        if not raw:
            return None
        for fmt in self.date_formats:
            try:
                return datetime.strptime(raw, fmt).date()
            except ValueError:
                continue
        # Some exports put a placeholder instead of leaving the column empty.
        if raw in {"-", "00.00.0000"}:
            return None
        raise ValueError(f"unrecognised value date {raw!r}")

    def _parse_amount(self, raw: str) -> Decimal:
        match = _AMOUNT_RE.match(raw.strip())
        if not match:
            raise ValueError(f"unrecognised amount {raw!r}")
        integer = re.sub(r"[.,\s]", "", match["int"])
        frac = match["frac"] or "00"
        try:
            value = Decimal(f"{integer}.{frac}")
        except InvalidOperation as exc:
            raise ValueError(f"unrecognised amount {raw!r}") from exc
        return -value if match["sign"] == "-" else value

    def _parse_currency(self, raw: str) -> str:
        code = raw.strip().upper()
        if code and not re.fullmatch(r"[A-Z]{3}", code):
            raise ValueError(f"unrecognised currency {raw!r}")
        return code or self.default_currency