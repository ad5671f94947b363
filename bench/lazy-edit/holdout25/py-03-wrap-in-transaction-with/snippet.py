# ... existing code ...
    inserted = 0
    batch = []
    with conn.transaction():
        with path.open(newline="") as fh:
            reader = csv.DictReader(fh)
            for row in reader:
                batch.append(parse_row(row))
                if len(batch) >= BATCH_SIZE:
                    with conn.cursor() as cur:
                        cur.executemany(INSERT_SQL, batch)
                        inserted += cur.rowcount
                    batch.clear()

        if batch:
            with conn.cursor() as cur:
                cur.executemany(INSERT_SQL, batch)
                inserted += cur.rowcount

    log.info("imported %d events for %s", inserted, day)
    return inserted
# ... existing code ...
