"""Input normalisation helpers used by the signup and CRM import flows."""

import re
import unicodedata
import warnings

import phonenumbers

__all__ = [
    "normalize_email",
    "legacy_normalize_email",
    "normalize_phone",
    "normalize_name",
    "slugify_company",
]

_WS_RE = re.compile(r"\s+")
_NON_SLUG_RE = re.compile(r"[^a-z0-9]+")


def normalize_email(value: str) -> str:
    return value.strip().lower()


def legacy_normalize_email(value: str) -> str:
    warnings.warn(
        "legacy_normalize_email is deprecated; use normalize_email",
        DeprecationWarning,
        stacklevel=2,
    )
    local, _, domain = value.strip().partition("@")
    if domain.lower() in {"gmail.com", "googlemail.com"}:
        local = local.split("+", 1)[0].replace(".", "")
    return f"{local}@{domain}".lower()


def normalize_phone(value: str, default_region: str = "US") -> str:
    parsed = phonenumbers.parse(value, default_region)
    if not phonenumbers.is_valid_number(parsed):
        raise ValueError(f"invalid phone number: {value!r}")
    return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)


def normalize_name(value: str) -> str:
    value = unicodedata.normalize("NFKC", value)
    return _WS_RE.sub(" ", value).strip().title()


def slugify_company(value: str) -> str:
    value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode()
    return _NON_SLUG_RE.sub("-", value.lower()).strip("-")
