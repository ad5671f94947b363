# ... keep existing ...

DEFAULT_TIMEOUT_S = 15.0
RETRY_STATUSES = frozenset({429, 502, 503, 504})

# ... keep existing ...
    params: Optional[Mapping[str, Any]] = None,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    attempts: int = 3,
) -> Any:
    """GET ``url`` and decode the JSON body.

    Args:
        session: Session carrying auth headers.
        url: Absolute URL.
        params: Optional query string parameters.
        timeout_s: Per-request timeout in seconds.
        attempts: Total number of tries for retryable statuses.
    """
    delay = 1.0
    for attempt in range(1, attempts + 1):
        resp = session.get(url, params=params, timeout=timeout_s)
        # ... keep existing ...


def fetch_all_pages(
    session: requests.Session,
    url: str,
    *,
    page_size: int = 200,
    timeout_s: float = DEFAULT_TIMEOUT_S,
) -> list[Any]:
    # ... keep existing ...
        page = fetch_json(session, next_url, params=params, timeout_s=timeout_s)
    # ... keep existing ...
