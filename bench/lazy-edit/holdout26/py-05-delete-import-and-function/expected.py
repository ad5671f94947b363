import re
import unicodedata
from html import escape
from typing import Iterable, List

_WHITESPACE_RE = re.compile(r"\s+")
_SLUG_STRIP_RE = re.compile(r"[^\w\s-]")
_SLUG_HYPHEN_RE = re.compile(r"[-\s]+")


def normalize_whitespace(text: str) -> str:
    """Collapse runs of whitespace into single spaces and strip the ends."""
    return _WHITESPACE_RE.sub(" ", text).strip()


def slugify(value: str, allow_unicode: bool = False) -> str:
    """Convert ``value`` to a URL slug.

    Adapted from Django's ``django.utils.text.slugify``.
    """
    if allow_unicode:
        value = unicodedata.normalize("NFKC", value)
    else:
        value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode("ascii")
    value = _SLUG_STRIP_RE.sub("", value.lower())
    return _SLUG_HYPHEN_RE.sub("-", value).strip("-_")


def truncate_words(text: str, limit: int, ellipsis: str = "\u2026") -> str:
    words = normalize_whitespace(text).split(" ")
    if len(words) <= limit:
        return " ".join(words)
    return " ".join(words[:limit]).rstrip(",;:") + ellipsis


def highlight(text: str, terms: Iterable[str]) -> str:
    """Wrap every occurrence of ``terms`` in ``<mark>`` after HTML-escaping."""
    escaped = escape(text)
    for term in sorted(set(terms), key=len, reverse=True):
        if not term:
            continue
        pattern = re.compile(re.escape(escape(term)), re.IGNORECASE)
        escaped = pattern.sub(lambda m: f"<mark>{m.group(0)}</mark>", escaped)
    return escaped


def split_sentences(text: str) -> List[str]:
    parts = re.split(r"(?<=[.!?])\s+", normalize_whitespace(text))
    return [part for part in parts if part]
