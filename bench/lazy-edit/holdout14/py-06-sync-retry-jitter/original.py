"""Nightly sync of CRM data into the warehouse."""

import logging
import os
import time

import requests

from warehouse import load_rows

logger = logging.getLogger("crm_sync")

BASE_URL = "https://crm.example.com/api/v2"
MAX_RETRIES = 5
PAGE_SIZE = 200


def sync_customers(session: requests.Session, since: str) -> int:
    url = f"{BASE_URL}/customers"
    params = {"updated_since": since, "limit": PAGE_SIZE, "cursor": None}
    total = 0
    while True:
        for attempt in range(1, MAX_RETRIES + 1):
            try:
                response = session.get(url, params=params, timeout=30)
                response.raise_for_status()
                break
            except requests.RequestException as exc:
                logger.warning("attempt %d failed: %s", attempt, exc)
                time.sleep(2 ** attempt)
        else:
            raise RuntimeError(f"giving up on {url}")
        payload = response.json()
        total += load_rows("crm_customers", payload["data"])
        if not payload.get("next_cursor"):
            return total
        params["cursor"] = payload["next_cursor"]


def sync_invoices(session: requests.Session, since: str) -> int:
    url = f"{BASE_URL}/invoices"
    params = {"updated_since": since, "limit": PAGE_SIZE, "cursor": None}
    total = 0
    while True:
        for attempt in range(1, MAX_RETRIES + 1):
            try:
                response = session.get(url, params=params, timeout=30)
                response.raise_for_status()
                break
            except requests.RequestException as exc:
                logger.warning("attempt %d failed: %s", attempt, exc)
                time.sleep(2 ** attempt)
        else:
            raise RuntimeError(f"giving up on {url}")
        payload = response.json()
        total += load_rows("crm_invoices", payload["data"])
        if not payload.get("next_cursor"):
            return total
        params["cursor"] = payload["next_cursor"]


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    since = time.strftime("%Y-%m-%dT00:00:00Z", time.gmtime(time.time() - 86400))
    with requests.Session() as session:
        session.headers["Authorization"] = f"Bearer {os.environ['CRM_TOKEN']}"
        customers = sync_customers(session, since)
        invoices = sync_invoices(session, since)
    logger.info("synced %d customers and %d invoices", customers, invoices)


if __name__ == "__main__":
    main()
