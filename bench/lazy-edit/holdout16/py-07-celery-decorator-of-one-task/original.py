import logging

import requests
from celery import shared_task
from django.conf import settings

from .models import Order, WebhookEndpoint
from .services import build_invoice_pdf, send_email

logger = logging.getLogger(__name__)


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def send_order_confirmation(self, order_id):
    try:
        order = Order.objects.select_related("customer").get(pk=order_id)
    except Order.DoesNotExist:
        logger.warning("order %s vanished before confirmation was sent", order_id)
        return
    try:
        send_email(
            to=order.customer.email,
            template="orders/confirmation",
            context={"order": order},
        )
    except Exception as exc:
        raise self.retry(exc=exc)


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def send_invoice(self, order_id):
    try:
        order = Order.objects.select_related("customer").get(pk=order_id)
    except Order.DoesNotExist:
        logger.warning("order %s vanished before invoice was sent", order_id)
        return
    pdf = build_invoice_pdf(order)
    try:
        send_email(
            to=order.customer.email,
            template="orders/invoice",
            context={"order": order},
            attachments=[(f"invoice-{order.number}.pdf", pdf, "application/pdf")],
        )
    except Exception as exc:
        raise self.retry(exc=exc)


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def notify_webhooks(self, order_id, event):
    endpoints = WebhookEndpoint.objects.filter(active=True, events__contains=[event])
    payload = {"event": event, "order_id": order_id}
    for endpoint in endpoints:
        try:
            response = requests.post(
                endpoint.url,
                json=payload,
                timeout=settings.WEBHOOK_TIMEOUT,
                headers={"X-Signature": endpoint.sign(payload)},
            )
            response.raise_for_status()
        except requests.RequestException as exc:
            logger.info("webhook %s failed: %s", endpoint.url, exc)
            raise self.retry(exc=exc)
