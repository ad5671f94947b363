# ... existing code ...
API_ROOT = "https://api.github.com"
USER_AGENT = "release-bot/2.4"
# ... existing code ...
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

    # ... existing code ...
