def load_transactions(path: Path, *, skip_invalid: bool = False) -> list[Transaction]:
    transactions = []
    with path.open(newline="") as fh:
        reader = csv.DictReader(fh)
        for line_no, row in enumerate(reader, start=2):
            try:
                amount = parse_amount(row["Amount"])
            except ValueError:
                if not skip_invalid:
                    raise
                logger.warning("skipping line %d: bad amount %r", line_no, row["Amount"])
                continue
            transactions.append(
                Transaction(
                    date=row["Date"],
                    description=row["Description"],
                    amount=amount,
                )
            )
    logger.info("loaded %d transactions from %s", len(transactions), path)
    return transactions


# ... existing code ...
