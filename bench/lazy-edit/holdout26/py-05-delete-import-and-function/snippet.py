import re
import unicodedata
from html import escape
from typing import Iterable, List

# ... existing code ...
    value = _SLUG_STRIP_RE.sub("", value.lower())
    return _SLUG_HYPHEN_RE.sub("-", value).strip("-_")


def truncate_words(text: str, limit: int, ellipsis: str = "\u2026") -> str:
    words = normalize_whitespace(text).split(" ")
    if len(words) <= limit:
        return " ".join(words)
    return " ".join(words[:limit]).rstrip(",;:") + ellipsis


# ... existing code ...
