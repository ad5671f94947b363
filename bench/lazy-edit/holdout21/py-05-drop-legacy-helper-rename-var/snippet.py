# ... keep existing ...
def _week_bounds(now):
    start = (now - timedelta(days=now.weekday() + 7)).replace(hour=0, minute=0, second=0, microsecond=0)
    return start, start + timedelta(days=7)


def _render_csv(rows):
# ... keep existing ...
        .order_by("region")
    )
    to_addresses = list(settings.REPORT_RECIPIENTS)
    if not to_addresses:
        logger.warning("weekly sales report has no recipients; skipping")
        run.finish(status="skipped")
        return

    message = EmailMessage(
        subject=f"Weekly sales {start:%Y-%m-%d} – {end - timedelta(days=1):%Y-%m-%d}",
        body="The weekly sales report is attached.",
        to=to_addresses,
    )
    # ... keep existing ...
        raise self.retry(exc=exc)

    run.finish(status="sent", recipients=len(to_addresses))
    logger.info("weekly sales report sent to %d recipients", len(to_addresses))
