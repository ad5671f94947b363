import logging
from typing import Any, Dict, List, Optional

import requests

from app import metrics
from app.config import settings

logger = logging.getLogger(__name__)

TIMEOUT = (3.05, 10)


def _headers() -> Dict[str, str]:
    return {
        "Authorization": f"Token {settings.PARTNER_API_TOKEN}",
        "Accept": "application/json",
    }


def fetch_profile(partner_id: str) -> Optional[Dict[str, Any]]:
    url = f"{settings.PARTNER_API_URL}/partners/{partner_id}"
    try:
        response = requests.get(url, headers=_headers(), timeout=TIMEOUT)
        response.raise_for_status()
    except requests.RequestException as exc:
        logger.error("Request failed: %s", exc)
        return None
    return response.json()


def fetch_orders(partner_id: str, since: str) -> Optional[List[Dict[str, Any]]]:
    url = f"{settings.PARTNER_API_URL}/partners/{partner_id}/orders"
    try:
        response = requests.get(url, headers=_headers(), params={"since": since}, timeout=TIMEOUT)
        response.raise_for_status()
    except requests.RequestException as exc:
        logger.error("Request failed: %s", exc)
        return None
    return response.json()["results"]


def push_status(partner_id: str, order_id: str, status: str) -> bool:
    url = f"{settings.PARTNER_API_URL}/partners/{partner_id}/orders/{order_id}/status"
    response = requests.post(url, headers=_headers(), json={"status": status}, timeout=TIMEOUT)
    if response.status_code >= 400:
        logger.warning("Status push for %s rejected: %s", order_id, response.text)
        metrics.increment("partner.status_push.rejected")
        return False
    return True
