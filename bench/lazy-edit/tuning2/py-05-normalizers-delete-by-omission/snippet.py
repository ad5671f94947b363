"""Input normalisation helpers used by the signup and CRM import flows."""

import re
import unicodedata

import phonenumbers

__all__ = [
    "normalize_email",
    "normalize_phone",
    # ... existing code ...
]
# ... existing code ...


def normalize_email(value: str) -> str:
    return value.strip().lower()


def normalize_phone(value: str, default_region: str = "US") -> str:
# ... existing code ...
