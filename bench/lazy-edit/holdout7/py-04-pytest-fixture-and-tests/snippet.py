# ... existing code (unchanged) ...
    return InventoryStore(db_file)


@pytest.fixture
def empty_store(tmp_path: Path) -> InventoryStore:
    return InventoryStore(tmp_path / "empty.json")


# ... existing code (unchanged) ...


def test_add_persists(store: InventoryStore, tmp_path: Path) -> None:
    # ... existing code (unchanged) ...


def test_empty_store_has_no_stock(empty_store: InventoryStore) -> None:
    assert empty_store.quantity("widget") == 0


@pytest.mark.parametrize("qty", [0, -1])
def test_add_rejects_non_positive(store: InventoryStore, qty: int) -> None:
    with pytest.raises(ValueError):
        store.add("widget", qty)
