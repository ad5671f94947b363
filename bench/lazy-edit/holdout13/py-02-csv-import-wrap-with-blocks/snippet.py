# ... existing code ...


def import_products(conn: sqlite3.Connection, csv_path: Path) -> int:
    with open(csv_path, newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        missing = REQUIRED_COLUMNS - set(reader.fieldnames or [])
        if missing:
            raise ValueError(f"{csv_path} is missing columns: {', '.join(sorted(missing))}")

        count = 0
        with conn:
            for row in reader:
                conn.execute(
                    "INSERT INTO products (sku, name, price_cents, stock) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT(sku) DO UPDATE SET name = excluded.name, "
                    "price_cents = excluded.price_cents, stock = excluded.stock",
                    (row["sku"].strip(), row["name"].strip(), parse_price(row["price"]), int(row["stock"])),
                )
                count += 1
    logger.info("Imported %d products from %s", count, csv_path)
    return count


# ... rest of the module unchanged ...
