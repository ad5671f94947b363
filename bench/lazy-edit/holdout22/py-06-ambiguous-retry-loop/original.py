import logging
import time
from urllib.parse import urljoin

import requests

log = logging.getLogger(__name__)


class SupplierFeed:
    """Downloads catalog and price feeds from a supplier's HTTP API."""

    def __init__(self, base_url, api_key, timeout=10, max_attempts=4, backoff=1.5):
        self.base_url = base_url.rstrip("/") + "/"
        self.timeout = timeout
        self.max_attempts = max_attempts
        self.backoff = backoff
        self.session = requests.Session()
        self.session.headers.update({"X-Api-Key": api_key, "Accept": "application/json"})

    def _url(self, path):
        return urljoin(self.base_url, path.lstrip("/"))

    def fetch_catalog(self, since=None):
        url = self._url("/v2/catalog")
        if since is not None:
            url += f"?since={since.isoformat()}"
        for attempt in range(1, self.max_attempts + 1):
            try:
                response = self.session.get(url, timeout=self.timeout)
                response.raise_for_status()
                break
            except requests.RequestException as exc:
                if attempt == self.max_attempts:
                    raise
                time.sleep(self.backoff * attempt)
        items = response.json()["items"]
        log.info("fetched %d catalog items", len(items))
        return items

    def fetch_prices(self, currency="EUR"):
        url = self._url(f"/v2/prices/{currency}")
        for attempt in range(1, self.max_attempts + 1):
            try:
                response = self.session.get(url, timeout=self.timeout)
                response.raise_for_status()
                break
            except requests.RequestException as exc:
                if attempt == self.max_attempts:
                    raise
                time.sleep(self.backoff * attempt)
        prices = {row["sku"]: row["amount"] for row in response.json()["prices"]}
        log.info("fetched %d prices in %s", len(prices), currency)
        return prices

    def close(self):
        self.session.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()
