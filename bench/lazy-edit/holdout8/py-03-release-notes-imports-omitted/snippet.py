GITHUB_API = "https://api.github.com"
ISSUE_REF = re.compile(r"(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s+#(\d+)", re.IGNORECASE)
SKIP_LABEL = "skip-changelog"

# ... existing code ...

def release_notes(repo: str, since: str) -> str:
    """Build Markdown release notes from PRs merged on or after `since` (ISO 8601)."""
    s = session()
    lines = []
    for pr in pull_requests(s, repo):
        merged_at = pr.get("merged_at")
        if not merged_at or merged_at < since:
            continue
        if any(label["name"] == SKIP_LABEL for label in pr.get("labels", [])):
            continue
        issues = referenced_issues(pr.get("body") or "")
        # ... existing code ...
