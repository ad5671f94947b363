# ... existing code ...
class AcmeClient:
    def __init__(self, api_key: str, base_url: str = DEFAULT_BASE_URL, timeout: float = 10.0):
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.session = requests.Session()
        # ... existing code ...

    def _request(self, method: str, path: str, **kwargs: Any) -> dict[str, Any]:
        url = f"{self.base_url}/{path.lstrip('/')}"
        log.debug("%s %s", method, url)
        kwargs.setdefault("timeout", self.timeout)
        response = self.session.request(method, url, **kwargs)
        # ... existing code ...

    def create_webhook(self, url: str, events: list[str]) -> dict[str, Any]:
        return self._request("POST", "/webhooks", json={"url": url, "events": events})

    def delete_webhook(self, webhook_id: str) -> None:
        self._request("DELETE", f"/webhooks/{webhook_id}")

    def close(self) -> None:
# ... existing code ...
