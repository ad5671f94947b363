# ... existing code ...

def export_orders(since: datetime, prefix: str = "orders") -> str:
    path = _export_path(prefix)
    with get_session() as session:
        orders = (
            session.query(Order)
            .filter(Order.created_at >= since)
            .order_by(Order.created_at)
            .all()
        )

        with open(path, "w", newline="", encoding="utf-8") as f:
            writer = csv.DictWriter(f, fieldnames=FIELDNAMES)
            writer.writeheader()
            count = 0
            for order in orders:
                for row in _rows_for_order(order):
                    writer.writerow(row)
                    count += 1

    logger.info("exported %d order lines to %s", count, path)
    return path

# ... existing code ...
