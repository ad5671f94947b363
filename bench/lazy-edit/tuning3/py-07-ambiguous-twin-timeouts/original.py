from __future__ import annotations

import requests

DEFAULT_HEADERS = {"User-Agent": "grove-mirror/1.4", "Accept": "*/*"}


def _session(token: str | None) -> requests.Session:
    session = requests.Session()
    session.headers.update(DEFAULT_HEADERS)
    if token:
        session.headers["Authorization"] = f"Bearer {token}"
    return session


def fetch_info_refs(url: str, token: str | None = None) -> bytes:
    session = _session(token)
    headers = {"Git-Protocol": "version=2"}
    response = session.get(
        f"{url}/info/refs?service=git-upload-pack",
        headers=headers,
        timeout=30,
    )
    response.raise_for_status()
    return response.content


def fetch_bundle(url: str, token: str | None = None) -> bytes:
    session = _session(token)
    headers = {"Accept": "application/x-git-bundle"}
    response = session.get(
        f"{url}/bundle",
        headers=headers,
        timeout=30,
    )
    response.raise_for_status()
    return response.content
