"""Celery tasks for the reporting pipeline."""
import csv
import io
import logging
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.core.mail import EmailMessage
from django.db.models import Count, Sum
from django.utils import timezone

from reports.models import Order, ReportRun

logger = logging.getLogger(__name__)


def _week_bounds(now):
    start = (now - timedelta(days=now.weekday() + 7)).replace(hour=0, minute=0, second=0, microsecond=0)
    return start, start + timedelta(days=7)


def _legacy_recipients():
    # TODO: remove once everyone has moved to REPORT_RECIPIENTS
    raw = getattr(settings, "WEEKLY_REPORT_EMAILS", "")
    return [addr.strip() for addr in raw.split(";") if addr.strip()]


def _render_csv(rows):
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["region", "orders", "revenue"])
    for row in rows:
        writer.writerow([row["region"], row["orders"], f"{row['revenue']:.2f}"])
    return buf.getvalue()


@shared_task(bind=True, max_retries=3, default_retry_delay=300)
def send_weekly_sales_report(self):
    run = ReportRun.objects.create(kind="weekly_sales", started_at=timezone.now())
    start, end = _week_bounds(timezone.now())
    rows = (
        Order.objects.filter(placed_at__gte=start, placed_at__lt=end, status="paid")
        .values("region")
        .annotate(orders=Count("id"), revenue=Sum("total"))
        .order_by("region")
    )
    recipients = settings.REPORT_RECIPIENTS or _legacy_recipients()
    if not recipients:
        logger.warning("weekly sales report has no recipients; skipping")
        run.finish(status="skipped")
        return

    message = EmailMessage(
        subject=f"Weekly sales {start:%Y-%m-%d} – {end - timedelta(days=1):%Y-%m-%d}",
        body="The weekly sales report is attached.",
        to=recipients,
    )
    message.attach(f"sales-{start:%Y%m%d}.csv", _render_csv(rows), "text/csv")
    try:
        message.send()
    except Exception as exc:  # noqa: BLE001
        logger.exception("failed to send weekly sales report")
        run.finish(status="failed", error=str(exc))
        raise self.retry(exc=exc)

    run.finish(status="sent", recipients=len(recipients))
    logger.info("weekly sales report sent to %d recipients", len(recipients))
