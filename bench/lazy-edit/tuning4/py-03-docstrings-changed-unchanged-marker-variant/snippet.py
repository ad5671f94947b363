# ... existing code (unchanged) ...


def abbreviate(sha: str, length: int = 7) -> str:
    """Shorten a full SHA to its first ``length`` hex digits.

    Raises:
        ValueError: if ``sha`` is not a full 40-character SHA.
    """
    # ... existing code (unchanged) ...


def resolve_prefix(prefix: str, candidates: list[str]) -> str:
    """Return the single candidate SHA that starts with ``prefix``.

    Raises:
        ValueError: if ``prefix`` is not a valid abbreviated SHA.
        LookupError: if no candidate, or more than one, matches.
    """
    # ... existing code (unchanged) ...
