import logging
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

logger = logging.getLogger(__name__)

CENT = Decimal("0.01")


@dataclass
class PriceRule:
    sku_prefix: str
    percent_off: Decimal = Decimal("0")
    min_quantity: int = 1


@dataclass
class PriceCalculator:
    base_prices: dict[str, Decimal]
    rules: list[PriceRule] = field(default_factory=list)
    tax_rate: Decimal = Decimal("0.20")

    def _rule_for(self, sku: str, quantity: int) -> PriceRule | None:
        matches = [
            rule
            for rule in self.rules
            if sku.startswith(rule.sku_prefix) and quantity >= rule.min_quantity
        ]
        return max(matches, key=lambda r: r.percent_off, default=None)

    def unit_price(self, sku: str, quantity: int = 1) -> Decimal:
        try:
            base = self.base_prices[sku]
        except KeyError:
            logger.warning("no base price for %s", sku)
            raise
        rule = self._rule_for(sku, quantity)
        if rule is not None:
            base = base * (1 - rule.percent_off / 100)
        return base.quantize(CENT, rounding=ROUND_HALF_UP)

    def net_total(self, sku: str, quantity: int) -> Decimal:
        try:
            unit = self.unit_price(sku, quantity)
        except KeyError:
            logger.warning("cannot price %s x%d", sku, quantity)
            raise
        total = unit * quantity
        return total.quantize(CENT, rounding=ROUND_HALF_UP)

    def gross_total(self, sku: str, quantity: int) -> Decimal:
        try:
            net = self.net_total(sku, quantity)
        except KeyError:
            logger.warning("cannot price %s x%d", sku, quantity)
            raise
        total = net + self.tax_amount(sku, quantity)
        return total.quantize(CENT, rounding=ROUND_HALF_UP)

    def tax_amount(self, sku: str, quantity: int) -> Decimal:
        try:
            net = self.net_total(sku, quantity)
        except KeyError:
            logger.warning("cannot price %s x%d", sku, quantity)
            raise
        total = net * self.tax_rate
        return total.quantize(CENT, rounding=ROUND_HALF_UP)

    def basket_total(self, lines: dict[str, int], gross: bool = True) -> Decimal:
        if not lines:
            return Decimal("0.00")
        compute = self.gross_total if gross else self.net_total
        return sum((compute(sku, qty) for sku, qty in lines.items()), Decimal("0"))
