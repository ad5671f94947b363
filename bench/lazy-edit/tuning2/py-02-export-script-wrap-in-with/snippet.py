# ... existing code ...


def write_csv(rows: list[dict], path: str) -> int:
    with open(path, "w", newline="") as out:
        writer = csv.DictWriter(out, fieldnames=["account_id", "plan", "units", "amount"])
        writer.writeheader()
        count = 0
        for row in rows:
            writer.writerow(
                {
                    "account_id": row["account_id"],
                    "plan": row["plan"],
                    "units": row["units"],
                    "amount": f"{row['amount_cents'] / 100:.2f}",
                }
            )
            count += 1
    return count


# ... existing code ...
