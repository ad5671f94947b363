# ... existing code ...
    def _parse_value_date(self, raw: str) -> date | None:
        # ... existing code ...
        for fmt in self.date_formats:
            try:
                return datetime.strptime(raw, fmt).date()
            except ValueError:
                continue
        # Some exports put a placeholder instead of leaving the column empty.
        if raw in {"-", "00.00.0000"}:
            return None
        raise ValueError(f"unrecognised value date {raw!r}")

    # ... existing code ...

    def _parse_currency(self, raw: str) -> str:
        code = raw.strip().upper()
        if code and not re.fullmatch(r"[A-Z]{3}", code):
            raise ValueError(f"unrecognised currency {raw!r}")
        return code or self.default_currency
