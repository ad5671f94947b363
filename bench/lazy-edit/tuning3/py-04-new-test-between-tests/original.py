import pytest

from grove.git.refs import RefError, is_valid_ref_name, normalize_ref, parse_ref_update, short_name


class TestIsValidRefName:
    @pytest.mark.parametrize(
        "name",
        ["main", "feature/login", "release-1.2", "users/alice/wip", "v1.0.0"],
    )
    def test_accepts_common_names(self, name):
        assert is_valid_ref_name(name)

    @pytest.mark.parametrize(
        "name",
        ["", "/main", "main/", "feature..x", "a b", "end.lock", "@", "x~1", "y^2", "z:3"],
    )
    def test_rejects_invalid_names(self, name):
        assert not is_valid_ref_name(name)

    def test_rejects_control_characters(self):
        assert not is_valid_ref_name("bad\x07name")

    def test_rejects_overlong_names(self):
        assert not is_valid_ref_name("a" * 256)


class TestNormalizeRef:
    def test_adds_heads_prefix(self):
        assert normalize_ref("main") == "refs/heads/main"

    def test_keeps_full_ref(self):
        assert normalize_ref("refs/tags/v1") == "refs/tags/v1"

    def test_strips_whitespace(self):
        assert normalize_ref("  main \n") == "refs/heads/main"

    def test_rejects_invalid(self):
        with pytest.raises(RefError):
            normalize_ref("bad..name")


class TestShortName:
    def test_heads(self):
        assert short_name("refs/heads/main") == "main"

    def test_tags(self):
        assert short_name("refs/tags/v1.0.0") == "v1.0.0"

    def test_remotes(self):
        assert short_name("refs/remotes/origin/main") == "origin/main"

    def test_unknown_prefix_is_unchanged(self):
        assert short_name("refs/notes/commits") == "refs/notes/commits"


ZERO = "0" * 40
OLD = "a" * 40
NEW = "b" * 40


class TestParseRefUpdate:
    def test_update(self):
        update = parse_ref_update(f"{OLD} {NEW} refs/heads/main")
        assert update.old == OLD
        assert update.new == NEW
        assert update.ref == "refs/heads/main"
        assert not update.is_create
        assert not update.is_delete

    def test_create(self):
        update = parse_ref_update(f"{ZERO} {NEW} refs/heads/feature")
        assert update.is_create
        assert not update.is_delete

    def test_delete(self):
        update = parse_ref_update(f"{OLD} {ZERO} refs/heads/feature")
        assert update.is_delete
        assert not update.is_create

    def test_rejects_short_sha(self):
        with pytest.raises(RefError):
            parse_ref_update(f"abc {NEW} refs/heads/main")

    def test_rejects_missing_ref(self):
        with pytest.raises(RefError):
            parse_ref_update(f"{OLD} {NEW}")

    def test_strips_trailing_newline(self):
        update = parse_ref_update(f"{OLD} {NEW} refs/heads/main\n")
        assert update.ref == "refs/heads/main"
