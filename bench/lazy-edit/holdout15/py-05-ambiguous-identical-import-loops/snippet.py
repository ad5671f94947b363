# ... existing code ...
        for row in reader:
            row = {k.strip(): (v or "").strip() for k, v in row.items()}
            if not row.get("email"):
                log.warning("%s: skipping row %d without email", path, reader.line_num)
                continue
# ... existing code ...
