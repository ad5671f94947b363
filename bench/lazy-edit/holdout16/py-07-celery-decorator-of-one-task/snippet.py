# ... existing code ...


@shared_task(bind=True, max_retries=5, retry_backoff=True, retry_backoff_max=900)
def send_invoice(self, order_id):
    # ... existing code ...


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def notify_webhooks(self, order_id, event):
    # ... existing code ...
