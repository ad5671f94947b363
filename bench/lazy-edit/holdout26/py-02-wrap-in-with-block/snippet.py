# ... existing code ...


def export_day(conn, day, out_dir):
    start = datetime.combine(day, datetime.min.time())
    end = start + timedelta(days=1)
    path = os.path.join(out_dir, f"usage-{day.isoformat()}.csv")
    tmp_path = path + ".tmp"

    with conn.cursor() as cur:
        cur.execute(USAGE_QUERY, (start, end))
        rows = cur.fetchall()
        log.info("fetched %d usage rows for %s", len(rows), day)

    with open(tmp_path, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["tenant_id", "metric", "total"])
        for tenant_id, metric, total in rows:
            writer.writerow([tenant_id, metric, total])
    os.replace(tmp_path, path)

    return path, len(rows)


# ... existing code ...
