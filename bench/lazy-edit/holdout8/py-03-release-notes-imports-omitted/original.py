import os
import re
from typing import Iterable

import requests

GITHUB_API = "https://api.github.com"
ISSUE_REF = re.compile(r"(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s+#(\d+)", re.IGNORECASE)


def session() -> requests.Session:
    s = requests.Session()
    token = os.environ.get("GITHUB_TOKEN")
    if token:
        s.headers["Authorization"] = f"Bearer {token}"
    s.headers["Accept"] = "application/vnd.github+json"
    return s


def referenced_issues(text: str) -> list[int]:
    return sorted({int(n) for n in ISSUE_REF.findall(text)})


def pull_requests(s: requests.Session, repo: str, state: str = "closed") -> Iterable[dict]:
    url = f"{GITHUB_API}/repos/{repo}/pulls"
    params = {"state": state, "per_page": 100}
    while url:
        resp = s.get(url, params=params, timeout=30)
        resp.raise_for_status()
        yield from resp.json()
        url = resp.links.get("next", {}).get("url")
        params = None


def release_notes(repo: str) -> str:
    s = session()
    lines = []
    for pr in pull_requests(s, repo):
        if not pr.get("merged_at"):
            continue
        issues = referenced_issues(pr.get("body") or "")
        suffix = f" (closes {', '.join(f'#{n}' for n in issues)})" if issues else ""
        lines.append(f"- {pr['title']} #{pr['number']}{suffix}")
    return "\n".join(lines)
