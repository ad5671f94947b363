# ... existing code ...
        email = (row.get("email") or "").strip().lower()
        if email.endswith("@example.com"):
            report.skipped += 1
            continue
        if not EMAIL_RE.match(email):
            logger.warning("skipping row with invalid email %r", email)
            report.skipped += 1
            continue
# ... existing code ...
