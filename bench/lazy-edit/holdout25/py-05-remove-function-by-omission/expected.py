"""Text helpers shared by the indexing and search services."""

import re
import unicodedata
from functools import lru_cache

_WS_RE = re.compile(r"\s+")
_TOKEN_RE = re.compile(r"[\w']+", re.UNICODE)

STOPWORDS = frozenset(
    """
    a an and are as at be but by for if in into is it no not of on or
    such that the their then there these they this to was will with
    """.split()
)


def normalize_whitespace(text: str) -> str:
    """Collapse runs of whitespace into single spaces and strip the ends."""
    return _WS_RE.sub(" ", text).strip()


def strip_accents(text: str) -> str:
    """Remove combining marks, e.g. ``"café"`` becomes ``"cafe"``."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@lru_cache(maxsize=4096)
def fold(token: str) -> str:
    """Lower-case and accent-fold a single token."""
    return strip_accents(token).casefold()


def tokenize(text: str, *, drop_stopwords: bool = True) -> list[str]:
    """Split ``text`` into folded tokens.

    Apostrophes inside words are kept (``"don't"`` stays one token).
    """
    tokens = [fold(t) for t in _TOKEN_RE.findall(text)]
    if drop_stopwords:
        tokens = [t for t in tokens if t not in STOPWORDS]
    return tokens


def shingles(tokens: list[str], size: int = 3) -> set[tuple[str, ...]]:
    """Return the set of contiguous ``size``-grams of ``tokens``."""
    if size <= 0:
        raise ValueError("size must be positive")
    return {tuple(tokens[i : i + size]) for i in range(len(tokens) - size + 1)}


def jaccard(a: set, b: set) -> float:
    """Jaccard similarity of two sets; 1.0 when both are empty."""
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)
