"""Text normalisation helpers used by the search indexer."""

import re
import unicodedata
from typing import Iterable, Iterator

__all__ = [
    "strip_accents",
    "normalize_whitespace",
    "tokenize",
    "ngrams",
]

_WHITESPACE_RE = re.compile(r"\s+")
_TOKEN_RE = re.compile(r"[\w']+", re.UNICODE)

# ... existing code ...


def normalize_whitespace(text: str) -> str:
    return _WHITESPACE_RE.sub(" ", text).strip()


def tokenize(text: str, *, drop_stopwords: bool = True) -> list[str]:
    # ... existing code ...
