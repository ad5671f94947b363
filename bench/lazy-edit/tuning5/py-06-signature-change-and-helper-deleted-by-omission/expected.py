import csv
import io
from typing import Iterable, Iterator


def _normalize_header(name: str) -> str:
    return name.strip().lower().replace(" ", "_")


def read_rows(text: str, delimiter: str = ",") -> Iterator[dict[str, str]]:
    reader = csv.reader(io.StringIO(text.removeprefix("\ufeff")), delimiter=delimiter)
    try:
        header = [_normalize_header(h) for h in next(reader)]
    except StopIteration:
        return
    for row in reader:
        if not any(cell.strip() for cell in row):
            continue
        yield dict(zip(header, row))


def write_rows(rows: Iterable[dict[str, str]], fieldnames: list[str]) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=fieldnames, extrasaction="ignore")
    writer.writeheader()
    for row in rows:
        writer.writerow(row)
    return buf.getvalue()
