"""Helpers for parsing and rendering git object identifiers."""

import re

SHA1_RE = re.compile(r"^[0-9a-f]{40}$")
SHORT_SHA_RE = re.compile(r"^[0-9a-f]{4,40}$")


def is_full_sha(value: str) -> bool:
    """Return True if value is a full SHA."""
    return bool(SHA1_RE.match(value))


def is_short_sha(value: str) -> bool:
    """Return True if value looks like an abbreviated SHA."""
    return bool(SHORT_SHA_RE.match(value))


def abbreviate(sha: str, length: int = 7) -> str:
    """Shorten a SHA."""
    if not is_full_sha(sha):
        raise ValueError(f"not a full sha: {sha!r}")
    return sha[:length]


def resolve_prefix(prefix: str, candidates: list[str]) -> str:
    """Find the SHA for a prefix."""
    if not is_short_sha(prefix):
        raise ValueError(f"invalid sha prefix: {prefix!r}")
    matches = [c for c in candidates if c.startswith(prefix)]
    if not matches:
        raise LookupError(f"no object matches {prefix!r}")
    if len(matches) > 1:
        raise LookupError(f"ambiguous prefix {prefix!r} ({len(matches)} matches)")
    return matches[0]


def format_range(base: str, head: str, three_dot: bool = False) -> str:
    """Render a revision range."""
    sep = "..." if three_dot else ".."
    return f"{abbreviate(base)}{sep}{abbreviate(head)}"
