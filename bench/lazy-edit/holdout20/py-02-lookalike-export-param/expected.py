"""Utilities for exporting report data to CSV and XLSX."""

import csv
import io
import logging
from typing import Iterable, Mapping, Sequence

from openpyxl import Workbook
from openpyxl.styles import Font

logger = logging.getLogger(__name__)

DEFAULT_DATE_FORMAT = "%Y-%m-%d"


def _normalise(value, date_format=DEFAULT_DATE_FORMAT):
    """Turn a cell value into something both writers accept."""
    if value is None:
        return ""
    if hasattr(value, "strftime"):
        return value.strftime(date_format)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value


def export_csv(
    rows: Iterable[Mapping],
    columns: Sequence[str],
    *,
    delimiter: str = ",",
    date_format: str = DEFAULT_DATE_FORMAT,
) -> str:
    """Render ``rows`` as CSV text.

    Args:
        rows: Mappings keyed by column name.
        columns: Column names, in output order. Used as the header row.
        delimiter: Field separator. Defaults to a comma.
        date_format: ``strftime`` pattern used for date and datetime cells.

    Returns:
        The CSV document as a string, with a trailing newline.
    """
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=delimiter, lineterminator="\n")
    writer.writerow(columns)
    count = 0
    for row in rows:
        writer.writerow([_normalise(row.get(col), date_format) for col in columns])
        count += 1
    logger.debug("exported %d rows to csv", count)
    return buffer.getvalue()


def export_xlsx(rows: Iterable[Mapping], columns: Sequence[str], *, sheet_title: str = "Report") -> bytes:
    """Render ``rows`` as an XLSX workbook.

    Args:
        rows: Mappings keyed by column name.
        columns: Column names, in output order. Used as the header row.
        sheet_title: Title of the single worksheet.

    Returns:
        The workbook serialised to bytes.
    """
    workbook = Workbook()
    sheet = workbook.active
    sheet.title = sheet_title
    sheet.append(list(columns))
    for cell in sheet[1]:
        cell.font = Font(bold=True)
    count = 0
    for row in rows:
        sheet.append([_normalise(row.get(col)) for col in columns])
        count += 1
    logger.debug("exported %d rows to xlsx", count)
    out = io.BytesIO()
    workbook.save(out)
    return out.getvalue()
