import pytest

from inventory.models import LineItem
from inventory.pricing import apply_discount, calculate_tax, round_money


@pytest.fixture
def item():
    return LineItem(sku="SKU-1", unit_price=19.99, quantity=3)


@pytest.fixture
def bulk_item():
    return LineItem(sku="SKU-2", unit_price=4.50, quantity=200)


def test_round_money_rounds_half_up():
    assert round_money(2.675) == 2.68


def test_round_money_keeps_two_decimals():
    assert round_money(10.1) == 10.10


def test_apply_discount_percentage(item):
    total = apply_discount(item, percent=10)
    assert total == pytest.approx(53.97)


def test_apply_discount_zero(item):
    total = apply_discount(item, percent=0)
    assert total == pytest.approx(59.97)


def test_apply_discount_bulk(bulk_item):
    total = apply_discount(bulk_item, percent=10)
    assert total == pytest.approx(810.00)


def test_apply_discount_rejects_negative(item):
    with pytest.raises(ValueError):
        apply_discount(item, percent=-5)


def test_apply_discount_rejects_over_100(item):
    with pytest.raises(ValueError):
        apply_discount(item, percent=150)


def test_calculate_tax_default_rate(item):
    assert calculate_tax(item) == pytest.approx(4.80)


def test_calculate_tax_exempt(item):
    assert calculate_tax(item, exempt=True) == 0


def test_calculate_tax_custom_rate(item):
    assert calculate_tax(item, rate=0.2) == pytest.approx(11.99)
