# ... existing code ...
def main(argv=None):
    # ... existing code ...
    started = time.monotonic()
    total = 0
    try:
        for batch in chunks(read_rows(args.csv_path), BATCH_SIZE):
            push_batch(session, batch, dry_run=args.dry_run)
            total += len(batch)
    except FileNotFoundError:
        log.error("input file not found: %s", args.csv_path)
        return 2
    except requests.HTTPError as exc:
        log.error("catalog API rejected a batch after %d items: %s", total, exc)
        return 1

    log.info("synced %d items in %.1fs", total, time.monotonic() - started)
    return 0
# ... existing code ...
