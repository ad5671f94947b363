import csv
import io
from collections.abc import Iterable
from decimal import Decimal


class SalesReport:
    """Aggregates sales rows and renders them as CSV or plain text."""

    HEADERS = ("region", "units", "revenue")

    def __init__(self, rows: Iterable[dict]) -> None:
        self._totals: dict[str, tuple[int, Decimal]] = {}
        for row in rows:
            self.add(row)

    def add(self, row: dict) -> None:
        region = row["region"].strip().title()
        units, revenue = self._totals.get(region, (0, Decimal("0")))
        self._totals[region] = (units + int(row["units"]), revenue + Decimal(row["revenue"]))

    def regions(self) -> list[str]:
        return sorted(self._totals)

    def _legacy_format_row(self, region: str) -> str:
        units, revenue = self._totals[region]
        return "%-12s %6d %12s" % (region, units, revenue)

    def _format_row(self, region: str) -> str:
        units, revenue = self._totals[region]
        return f"{region:<12} {units:>6} {revenue:>12.2f}"

    def to_text(self, legacy: bool = False) -> str:
        lines = [f"{'Region':<12} {'Units':>6} {'Revenue':>12}"]
        for region in self.regions():
            if legacy:
                lines.append(self._legacy_format_row(region))
            else:
                lines.append(self._format_row(region))
        return "\n".join(lines)

    def to_csv(self) -> str:
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow(self.HEADERS)
        for region in self.regions():
            units, revenue = self._totals[region]
            writer.writerow([region, units, f"{revenue:.2f}"])
        return buffer.getvalue()
