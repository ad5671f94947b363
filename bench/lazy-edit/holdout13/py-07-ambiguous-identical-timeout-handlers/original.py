import logging
from typing import Any

import requests

from .config import settings

logger = logging.getLogger(__name__)

session = requests.Session()
session.headers.update({"Authorization": f"Bearer {settings.crm_token}", "Accept": "application/json"})


def _url(path: str) -> str:
    return f"{settings.crm_base_url.rstrip('/')}/{path.lstrip('/')}"


def fetch_customer(customer_id: str) -> dict[str, Any] | None:
    url = _url(f"/customers/{customer_id}")
    try:
        response = session.get(url, timeout=settings.crm_timeout)
        response.raise_for_status()
    except requests.Timeout:
        logger.warning("Timed out calling %s", url)
        return None
    except requests.HTTPError as exc:
        if exc.response is not None and exc.response.status_code == 404:
            return None
        raise
    return response.json()


def fetch_contacts(customer_id: str) -> list[dict[str, Any]] | None:
    url = _url(f"/customers/{customer_id}/contacts")
    try:
        response = session.get(url, timeout=settings.crm_timeout)
        response.raise_for_status()
    except requests.Timeout:
        logger.warning("Timed out calling %s", url)
        return None
    except requests.HTTPError as exc:
        if exc.response is not None and exc.response.status_code == 404:
            return None
        raise
    return response.json()["items"]


def update_customer(customer_id: str, changes: dict[str, Any]) -> dict[str, Any]:
    url = _url(f"/customers/{customer_id}")
    response = session.patch(url, json=changes, timeout=settings.crm_timeout)
    response.raise_for_status()
    return response.json()
