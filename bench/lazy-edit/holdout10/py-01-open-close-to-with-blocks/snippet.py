# ... existing code ...


def export_csv(users, path):
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=FIELDS)
        writer.writeheader()
        count = 0
        for user in users:
            writer.writerow(_serialize(user))
            count += 1
    logger.info("Wrote %d users to %s", count, path)
    return count


def export_json(users, path):
    with open(path, "w", encoding="utf-8") as f:
        rows = [_serialize(user) for user in users]
        json.dump(rows, f, indent=2)
    logger.info("Wrote %d users to %s", len(rows), path)
    return len(rows)


# ... existing code ...
