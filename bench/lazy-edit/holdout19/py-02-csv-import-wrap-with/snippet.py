# ... existing code ...


def import_file(db_path: Path, csv_path: Path) -> int:
    conn = sqlite3.connect(db_path)
    try:
        with open(csv_path, newline="", encoding="utf-8") as handle:
            reader = csv.DictReader(handle)
            missing = REQUIRED_COLUMNS - set(reader.fieldnames or [])
            if missing:
                raise SystemExit(f"{csv_path}: missing columns {sorted(missing)}")

            imported = 0
            for line_no, row in enumerate(reader, start=2):
                try:
                    values = normalise_row(row)
                except ValueError as exc:
                    log.warning("%s:%d skipped: %s", csv_path, line_no, exc)
                    continue
                conn.execute(
                    "INSERT INTO customers (email, first_name, last_name, signup_date) "
                    "VALUES (?, ?, ?, ?) ON CONFLICT(email) DO NOTHING",
                    values,
                )
                imported += 1

        conn.commit()
    finally:
        conn.close()
    return imported


# ... rest of the file unchanged ...
