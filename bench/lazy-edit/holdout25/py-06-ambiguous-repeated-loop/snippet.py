# ... existing code ...
    for row in rows:
        if row.get("deleted"):
            continue
        row = {k: ("" if v is None else v) for k, v in row.items()}
        writer.writerow(row)
# ... existing code ...
