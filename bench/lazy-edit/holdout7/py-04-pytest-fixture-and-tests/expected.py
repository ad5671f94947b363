import json
from pathlib import Path

import pytest

from inventory.store import InventoryStore, OutOfStockError


@pytest.fixture
def store(tmp_path: Path) -> InventoryStore:
    db_file = tmp_path / "inventory.json"
    db_file.write_text(json.dumps({"widget": 5, "gadget": 0}))
    return InventoryStore(db_file)


@pytest.fixture
def empty_store(tmp_path: Path) -> InventoryStore:
    return InventoryStore(tmp_path / "empty.json")


def test_get_quantity(store: InventoryStore) -> None:
    assert store.quantity("widget") == 5
    assert store.quantity("unknown") == 0


def test_remove_decrements(store: InventoryStore) -> None:
    store.remove("widget", 2)
    assert store.quantity("widget") == 3


def test_remove_out_of_stock_raises(store: InventoryStore) -> None:
    with pytest.raises(OutOfStockError):
        store.remove("gadget", 1)


def test_add_persists(store: InventoryStore, tmp_path: Path) -> None:
    store.add("gizmo", 7)
    reloaded = InventoryStore(tmp_path / "inventory.json")
    assert reloaded.quantity("gizmo") == 7


def test_empty_store_has_no_stock(empty_store: InventoryStore) -> None:
    assert empty_store.quantity("widget") == 0


@pytest.mark.parametrize("qty", [0, -1])
def test_add_rejects_non_positive(store: InventoryStore, qty: int) -> None:
    with pytest.raises(ValueError):
        store.add("widget", qty)
