import logging
from typing import Any, Dict, List, Optional

import backoff
import requests

logger = logging.getLogger(__name__)

API_ROOT = "https://api.github.com"


class GitHubError(RuntimeError):
    def __init__(self, status: int, message: str):
        super().__init__(f"GitHub API {status}: {message}")
        self.status = status


class GitHubClient:
    def __init__(self, token: str, timeout: float = 10.0, session: Optional[requests.Session] = None):
        self._session = session or requests.Session()
        self._session.headers.update(
            {
                "Authorization": f"Bearer {token}",
                "Accept": "application/vnd.github+json",
                "X-GitHub-Api-Version": "2022-11-28",
            }
        )
        self._timeout = timeout

    def _request(self, method: str, path: str, **kwargs: Any) -> requests.Response:
        url = f"{API_ROOT}{path}"
        response = self._session.request(method, url, timeout=self._timeout, **kwargs)
        if response.status_code >= 400:
            try:
                message = response.json().get("message", response.text)
            except ValueError:
                message = response.text
            logger.debug("GitHub %s %s failed: %s", method, path, message)
            raise GitHubError(response.status_code, message)
        return response

    @backoff.on_exception(backoff.expo, requests.exceptions.ConnectionError, max_tries=4)
    def get_repo(self, owner: str, repo: str) -> Dict[str, Any]:
        return self._request("GET", f"/repos/{owner}/{repo}").json()

    @backoff.on_exception(backoff.expo, requests.exceptions.ConnectionError, max_tries=4)
    def list_pull_requests(self, owner: str, repo: str, state: str = "open") -> List[Dict[str, Any]]:
        results: List[Dict[str, Any]] = []
        page = 1
        while True:
            batch = self._request(
                "GET",
                f"/repos/{owner}/{repo}/pulls",
                params={"state": state, "per_page": 100, "page": page},
            ).json()
            results.extend(batch)
            if len(batch) < 100:
                return results
            page += 1

    def create_issue_comment(self, owner: str, repo: str, number: int, body: str) -> Dict[str, Any]:
        return self._request(
            "POST",
            f"/repos/{owner}/{repo}/issues/{number}/comments",
            json={"body": body},
        ).json()

    def add_labels(self, owner: str, repo: str, number: int, labels: List[str]) -> None:
        self._request(
            "POST",
            f"/repos/{owner}/{repo}/issues/{number}/labels",
            json={"labels": labels},
        )
