import time
from typing import Any, Dict, Iterator, Optional

import requests

DEFAULT_PAGE_SIZE = 100


class AirtableClient:
    """Minimal client for the Airtable REST API."""

    BASE_URL = "https://api.airtable.com/v0"

    def __init__(self, api_key: str, base_id: str, timeout: float = 10.0):
        self.base_id = base_id
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers.update(
            {
                "Authorization": f"Bearer {api_key}",
                "Content-Type": "application/json",
            }
        )

    def _url(self, table: str, record_id: Optional[str] = None) -> str:
        url = f"{self.BASE_URL}/{self.base_id}/{requests.utils.quote(table)}"
        if record_id:
            url = f"{url}/{record_id}"
        return url

    def _request(self, method: str, url: str, **kwargs) -> Dict[str, Any]:
        for attempt in range(5):
            resp = self.session.request(method, url, timeout=self.timeout, **kwargs)
            if resp.status_code == 429:
                time.sleep(2 ** attempt * 0.5)
                continue
            resp.raise_for_status()
            return resp.json()
        raise RuntimeError(f"Rate limited too many times: {method} {url}")

    def get_page(self, table: str, offset: Optional[str] = None, **params) -> Dict[str, Any]:
        query = {"pageSize": DEFAULT_PAGE_SIZE, **params}
        if offset:
            query["offset"] = offset
        return self._request("GET", self._url(table), params=query)

    def iter_records(self, table: str, **params) -> Iterator[Dict[str, Any]]:
        offset = None
        while True:
            page = self.get_page(table, offset=offset, **params)
            yield from page.get("records", [])
            offset = page.get("offset")
            if not offset:
                break

    def get_record(self, table: str, record_id: str) -> Dict[str, Any]:
        return self._request("GET", self._url(table, record_id))

    def create_record(self, table: str, fields: Dict[str, Any]) -> Dict[str, Any]:
        return self._request("POST", self._url(table), json={"fields": fields})

    def update_record(self, table: str, record_id: str, fields: Dict[str, Any]) -> Dict[str, Any]:
        return self._request("PATCH", self._url(table, record_id), json={"fields": fields})

    def delete_record(self, table: str, record_id: str) -> bool:
        return self._request("DELETE", self._url(table, record_id)).get("deleted", False)
