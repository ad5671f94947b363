"""Text normalisation helpers used by the search indexer."""

import re
import unicodedata
from typing import Iterable, Iterator

__all__ = [
    "strip_accents",
    "normalize_whitespace",
    "legacy_tokenize",
    "tokenize",
    "ngrams",
]

_WHITESPACE_RE = re.compile(r"\s+")
_TOKEN_RE = re.compile(r"[\w']+", re.UNICODE)
_LEGACY_SPLIT_RE = re.compile(r"[ ,.;:!?]+")

STOPWORDS = frozenset(
    """
    a an and are as at be by for from has he in is it its of on that the to was were will with
    """.split()
)


def strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def normalize_whitespace(text: str) -> str:
    return _WHITESPACE_RE.sub(" ", text).strip()


def legacy_tokenize(text: str) -> list[str]:
    """Old tokenizer kept for the v1 index format. Do not use in new code."""
    return [t.lower() for t in _LEGACY_SPLIT_RE.split(text) if t]


def tokenize(text: str, *, drop_stopwords: bool = True) -> list[str]:
    text = strip_accents(text.lower())
    tokens = _TOKEN_RE.findall(text)
    if drop_stopwords:
        tokens = [t for t in tokens if t not in STOPWORDS]
    return tokens


def ngrams(tokens: Iterable[str], n: int = 2) -> Iterator[tuple[str, ...]]:
    window: list[str] = []
    for token in tokens:
        window.append(token)
        if len(window) > n:
            window.pop(0)
        if len(window) == n:
            yield tuple(window)
