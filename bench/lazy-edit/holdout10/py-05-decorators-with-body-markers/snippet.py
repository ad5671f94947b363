import logging
from typing import Any, Dict, List, Optional

import backoff
import requests

# ... existing code ...

    @backoff.on_exception(backoff.expo, requests.exceptions.ConnectionError, max_tries=4)
    def get_repo(self, owner: str, repo: str) -> Dict[str, Any]:
        return self._request("GET", f"/repos/{owner}/{repo}").json()

    @backoff.on_exception(backoff.expo, requests.exceptions.ConnectionError, max_tries=4)
    def list_pull_requests(self, owner: str, repo: str, state: str = "open") -> List[Dict[str, Any]]:
        # ... existing code ...

    def create_issue_comment(self, owner: str, repo: str, number: int, body: str) -> Dict[str, Any]:
# ... rest of the file unchanged ...
