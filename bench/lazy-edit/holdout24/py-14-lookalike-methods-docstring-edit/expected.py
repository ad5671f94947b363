"""Minimal GitHub REST client used by the release tooling."""

from __future__ import annotations

import logging
import time
from typing import Any, Iterator

import requests

log = logging.getLogger(__name__)

API_ROOT = "https://api.github.com"
USER_AGENT = "release-bot/2.4"


class GitHubError(RuntimeError):
    def __init__(self, status: int, message: str):
        super().__init__(f"GitHub API error {status}: {message}")
        self.status = status


class GitHubClient:
    """Thin wrapper around the endpoints the release bot needs."""

    def __init__(self, token: str, owner: str, repo: str, session: requests.Session | None = None):
        self.owner = owner
        self.repo = repo
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                "Authorization": f"Bearer {token}",
                "Accept": "application/vnd.github+json",
                "User-Agent": USER_AGENT,
            }
        )

    def _request(self, method: str, path: str, **kwargs: Any) -> requests.Response:
        url = f"{API_ROOT}{path}"
        for attempt in range(3):
            response = self.session.request(method, url, timeout=30, **kwargs)
            if response.status_code == 403 and response.headers.get("X-RateLimit-Remaining") == "0":
                reset = int(response.headers.get("X-RateLimit-Reset", "0"))
                wait = max(reset - int(time.time()), 1)
                log.warning("rate limited, sleeping %ss (attempt %d)", wait, attempt + 1)
                time.sleep(wait)
                continue
            if response.status_code >= 400:
                raise GitHubError(response.status_code, response.text)
            return response
        raise GitHubError(403, "rate limit retries exhausted")

    def _paginate(self, path: str, params: dict[str, Any]) -> Iterator[dict]:
        url = path
        while url:
            response = self._request("GET", url, params=params)
            yield from response.json()
            next_link = response.links.get("next", {}).get("url")
            url = next_link[len(API_ROOT):] if next_link else ""
            params = {}

    def list_pull_requests(self, state: str = "open", per_page: int = 50) -> list[dict]:
        """Return pull requests of the repository.

        :param state: one of ``open``, ``closed`` or ``all``.
        :param per_page: page size passed to the API.
        """
        path = f"/repos/{self.owner}/{self.repo}/pulls"
        return list(self._paginate(path, {"state": state, "per_page": per_page}))

    def list_issues(self, state: str = "open", per_page: int = 50, labels: list[str] | None = None) -> list[dict]:
        """Return issues of the repository, excluding pull requests.

        :param state: one of ``open``, ``closed`` or ``all``.
        :param per_page: page size passed to the API.
        :param labels: only return issues carrying all of these labels.
        """
        path = f"/repos/{self.owner}/{self.repo}/issues"
        params: dict[str, Any] = {"state": state, "per_page": per_page}
        if labels:
            params["labels"] = ",".join(labels)
        return [item for item in self._paginate(path, params) if "pull_request" not in item]

    def list_releases(self, per_page: int = 30) -> list[dict]:
        """Return releases of the repository, newest first.

        :param per_page: page size passed to the API.
        """
        path = f"/repos/{self.owner}/{self.repo}/releases"
        return list(self._paginate(path, {"per_page": per_page}))

    def create_release(self, tag: str, name: str, body: str, draft: bool = True) -> dict:
        payload = {"tag_name": tag, "name": name, "body": body, "draft": draft}
        path = f"/repos/{self.owner}/{self.repo}/releases"
        return self._request("POST", path, json=payload).json()
