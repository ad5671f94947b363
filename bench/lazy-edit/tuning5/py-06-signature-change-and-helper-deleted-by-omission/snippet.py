# ... existing code ...
def _normalize_header(name: str) -> str:
    return name.strip().lower().replace(" ", "_")


def read_rows(text: str, delimiter: str = ",") -> Iterator[dict[str, str]]:
    reader = csv.reader(io.StringIO(text.removeprefix("\ufeff")), delimiter=delimiter)
    # ... existing code ...
