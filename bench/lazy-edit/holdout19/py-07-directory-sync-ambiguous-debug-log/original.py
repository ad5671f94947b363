"""Nightly sync of users and groups from the HR directory into the local cache."""

import logging
import sqlite3

import requests

log = logging.getLogger("directory_sync")

PAGE_SIZE = 200


def fetch_users(session: requests.Session, base_url: str) -> list[dict]:
    users = []
    url = f"{base_url}/users?limit={PAGE_SIZE}"
    while url:
        response = session.get(url, timeout=30)
        response.raise_for_status()
        data = response.json()
        users.extend(data["items"])
        url = data.get("next")
    return users


def fetch_groups(session: requests.Session, base_url: str) -> list[dict]:
    groups = []
    url = f"{base_url}/groups?limit={PAGE_SIZE}"
    while url:
        response = session.get(url, timeout=30)
        response.raise_for_status()
        data = response.json()
        groups.extend(data["items"])
        url = data.get("next")
    return groups


def store(conn: sqlite3.Connection, users: list[dict], groups: list[dict]) -> None:
    with conn:
        conn.execute("DELETE FROM users")
        conn.execute("DELETE FROM groups")
        conn.executemany(
            "INSERT INTO users (id, email, name, active) VALUES (?, ?, ?, ?)",
            [(u["id"], u["email"], u["displayName"], u["active"]) for u in users],
        )
        conn.executemany(
            "INSERT INTO groups (id, name) VALUES (?, ?)",
            [(g["id"], g["name"]) for g in groups],
        )


def main(base_url: str, token: str, db_path: str) -> None:
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {token}"
    users = fetch_users(session, base_url)
    groups = fetch_groups(session, base_url)
    with sqlite3.connect(db_path) as conn:
        store(conn, users, groups)
    log.info("synced %d users and %d groups", len(users), len(groups))
