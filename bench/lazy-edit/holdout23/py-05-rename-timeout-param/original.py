"""Thin HTTP helpers shared by the sync jobs."""

import logging
import time
from typing import Any, Mapping, Optional

import requests

log = logging.getLogger("sync.http")

DEFAULT_TIMEOUT = 15.0
RETRY_STATUSES = frozenset({429, 502, 503, 504})


class SyncHTTPError(Exception):
    def __init__(self, url: str, status: int, body: str) -> None:
        super().__init__(f"{url} returned HTTP {status}")
        self.url = url
        self.status = status
        self.body = body


def fetch_json(
    session: requests.Session,
    url: str,
    *,
    params: Optional[Mapping[str, Any]] = None,
    timeout: float = DEFAULT_TIMEOUT,
    attempts: int = 3,
) -> Any:
    """GET ``url`` and decode the JSON body.

    Args:
        session: Session carrying auth headers.
        url: Absolute URL.
        params: Optional query string parameters.
        timeout: Per-request timeout in seconds.
        attempts: Total number of tries for retryable statuses.
    """
    delay = 1.0
    for attempt in range(1, attempts + 1):
        resp = session.get(url, params=params, timeout=timeout)
        if resp.status_code in RETRY_STATUSES and attempt < attempts:
            retry_after = float(resp.headers.get("Retry-After", delay))
            log.info("retrying %s in %.1fs (HTTP %d)", url, retry_after, resp.status_code)
            time.sleep(retry_after)
            delay *= 2
            continue
        if resp.status_code >= 400:
            raise SyncHTTPError(url, resp.status_code, resp.text[:500])
        return resp.json()
    raise AssertionError("unreachable")


def fetch_all_pages(
    session: requests.Session,
    url: str,
    *,
    page_size: int = 200,
    timeout: float = DEFAULT_TIMEOUT,
) -> list[Any]:
    """Follow ``next`` links until the API stops returning them."""
    items: list[Any] = []
    params: Optional[dict[str, Any]] = {"limit": page_size}
    next_url: Optional[str] = url
    while next_url:
        page = fetch_json(session, next_url, params=params, timeout=timeout)
        items.extend(page["results"])
        next_url = page.get("next")
        params = None  # the next link already carries the query string
    log.debug("fetched %d items from %s", len(items), url)
    return items
