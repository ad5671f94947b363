import json
from pathlib import Path

import pytest

from inventory.store import InventoryStore, OutOfStockError


@pytest.fixture
def store(tmp_path: Path) -> InventoryStore:
    db_file = tmp_path / "inventory.json"
    db_file.write_text(json.dumps({"widget": 5, "gadget": 0}))
    return InventoryStore(db_file)


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
