import hashlib
import hmac
import json
import time

from forgekeep.webhooks.models import Delivery, Webhook

SIGNATURE_HEADER = "X-Forgekeep-Signature-256"
DELIVERY_HEADER = "X-Forgekeep-Delivery"


def sign_payload(secret: str, body: bytes) -> str:
    digest = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return f"sha256={digest}"


def build_headers(hook: Webhook, delivery: Delivery, body: bytes) -> dict[str, str]:
    headers = {
        "Content-Type": "application/json",
        "User-Agent": "Forgekeep-Hookshot/1.0",
        DELIVERY_HEADER: str(delivery.guid),
        "X-Forgekeep-Event": delivery.event,
    }
    if hook.secret:
        headers[SIGNATURE_HEADER] = sign_payload(hook.secret, body)
    return headers


def serialize(payload: dict) -> bytes:
    return json.dumps(payload, separators=(",", ":"), sort_keys=True).encode()


def deliver(session, hook: Webhook, delivery: Delivery, payload: dict) -> Delivery:
    body = serialize(payload)
    started = time.monotonic()
    response = session.post(hook.url, data=body, headers=build_headers(hook, delivery, body), timeout=10)
    delivery.status_code = response.status_code
    delivery.duration_ms = int((time.monotonic() - started) * 1000)
    delivery.response_body = response.text[:4096]
    delivery.save()
    return delivery
