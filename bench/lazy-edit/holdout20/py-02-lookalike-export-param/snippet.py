# ... existing code ...
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
    # ... existing code ...
    for row in rows:
        writer.writerow([_normalise(row.get(col), date_format) for col in columns])
        count += 1
    # ... existing code ...
