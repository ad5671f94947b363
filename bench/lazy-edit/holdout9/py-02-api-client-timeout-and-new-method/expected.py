"""Thin client for the Acme Payments REST API."""

from __future__ import annotations

import logging
from typing import Any, Iterator

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

log = logging.getLogger(__name__)

DEFAULT_BASE_URL = "https://api.acmepay.example/v1"


class AcmeError(Exception):
    def __init__(self, status: int, message: str, payload: dict[str, Any] | None = None):
        super().__init__(f"{status}: {message}")
        self.status = status
        self.payload = payload or {}


class AcmeClient:
    def __init__(self, api_key: str, base_url: str = DEFAULT_BASE_URL, timeout: float = 10.0):
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers.update(
            {
                "Authorization": f"Bearer {api_key}",
                "Accept": "application/json",
                "User-Agent": "acme-python/2.3.0",
            }
        )
        retry = Retry(total=3, backoff_factor=0.5, status_forcelist=(502, 503, 504))
        self.session.mount("https://", HTTPAdapter(max_retries=retry))

    def _request(self, method: str, path: str, **kwargs: Any) -> dict[str, Any]:
        url = f"{self.base_url}/{path.lstrip('/')}"
        log.debug("%s %s", method, url)
        kwargs.setdefault("timeout", self.timeout)
        response = self.session.request(method, url, **kwargs)
        if response.status_code >= 400:
            try:
                payload = response.json()
            except ValueError:
                payload = {}
            raise AcmeError(response.status_code, payload.get("message", response.reason), payload)
        if response.status_code == 204:
            return {}
        return response.json()

    def get_customer(self, customer_id: str) -> dict[str, Any]:
        return self._request("GET", f"/customers/{customer_id}")

    def create_customer(self, email: str, name: str | None = None) -> dict[str, Any]:
        return self._request("POST", "/customers", json={"email": email, "name": name})

    def list_charges(self, customer_id: str, page_size: int = 100) -> Iterator[dict[str, Any]]:
        cursor = None
        while True:
            params = {"customer": customer_id, "limit": page_size}
            if cursor:
                params["starting_after"] = cursor
            page = self._request("GET", "/charges", params=params)
            yield from page["data"]
            if not page.get("has_more"):
                break
            cursor = page["data"][-1]["id"]

    def create_webhook(self, url: str, events: list[str]) -> dict[str, Any]:
        return self._request("POST", "/webhooks", json={"url": url, "events": events})

    def delete_webhook(self, webhook_id: str) -> None:
        self._request("DELETE", f"/webhooks/{webhook_id}")

    def close(self) -> None:
        self.session.close()

    def __enter__(self) -> "AcmeClient":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
