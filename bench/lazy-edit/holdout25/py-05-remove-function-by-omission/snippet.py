# ... existing code ...
def strip_accents(text: str) -> str:
    """Remove combining marks, e.g. ``"café"`` becomes ``"cafe"``."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@lru_cache(maxsize=4096)
def fold(token: str) -> str:
# ... existing code ...
def jaccard(a: set, b: set) -> float:
    """Jaccard similarity of two sets; 1.0 when both are empty."""
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)
