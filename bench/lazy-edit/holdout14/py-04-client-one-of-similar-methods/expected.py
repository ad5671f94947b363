import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


class HelpdeskError(Exception):
    def __init__(self, status_code: int, message: str):
        super().__init__(f"{status_code}: {message}")
        self.status_code = status_code
        self.message = message


class HelpdeskClient:
    def __init__(self, base_url: str, token: str, timeout: float = 15.0):
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers.update(
            {"Authorization": f"Token {token}", "Accept": "application/json"}
        )
        retry = Retry(total=3, backoff_factor=0.5, status_forcelist=[502, 503, 504])
        self.session.mount("https://", HTTPAdapter(max_retries=retry))

    def _check(self, response: requests.Response) -> dict:
        if response.status_code >= 400:
            try:
                message = response.json().get("detail", response.text)
            except ValueError:
                message = response.text
            raise HelpdeskError(response.status_code, message)
        return response.json() if response.content else {}

    def get_ticket(self, ticket_id: int) -> dict:
        response = self.session.get(
            f"{self.base_url}/tickets/{ticket_id}/", timeout=self.timeout
        )
        return self._check(response)

    def create_ticket(self, subject: str, body: str, priority: str = "normal") -> dict:
        response = self.session.post(
            f"{self.base_url}/tickets/",
            json={"subject": subject, "body": body, "priority": priority},
            timeout=self.timeout,
        )
        return self._check(response)

    def update_ticket(self, ticket_id: int, notify: bool = False, **fields) -> dict:
        response = self.session.patch(
            f"{self.base_url}/tickets/{ticket_id}/",
            json=fields,
            params={"notify": "true" if notify else "false"},
            timeout=self.timeout,
        )
        return self._check(response)

    def add_comment(self, ticket_id: int, body: str, public: bool = True) -> dict:
        response = self.session.post(
            f"{self.base_url}/tickets/{ticket_id}/comments/",
            json={"body": body, "public": public},
            timeout=self.timeout,
        )
        return self._check(response)

    def close_ticket(self, ticket_id: int) -> dict:
        response = self.session.post(
            f"{self.base_url}/tickets/{ticket_id}/close/",
            timeout=self.timeout,
        )
        return self._check(response)
