# ... existing code ...
    def test_create(self):
        # ... existing code ...

    def test_create_tag(self):
        update = parse_ref_update(f"{ZERO} {NEW} refs/tags/v2.0.0")
        assert update.is_create
        assert update.is_tag

    def test_delete(self):
        # ... existing code ...
