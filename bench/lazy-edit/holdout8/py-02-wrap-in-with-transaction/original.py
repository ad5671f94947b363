import logging
import sqlite3
from pathlib import Path

log = logging.getLogger(__name__)

SCHEMA = """
CREATE TABLE IF NOT EXISTS readings (
    sensor_id TEXT NOT NULL,
    taken_at TEXT NOT NULL,
    value REAL NOT NULL,
    PRIMARY KEY (sensor_id, taken_at)
);
"""


def connect(db_path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(db_path)
    conn.executescript(SCHEMA)
    return conn


def import_readings(conn: sqlite3.Connection, rows: list[dict]) -> int:
    inserted = 0
    cur = conn.cursor()
    for row in rows:
        cur.execute(
            "INSERT OR IGNORE INTO readings (sensor_id, taken_at, value) VALUES (?, ?, ?)",
            (row["sensor"], row["timestamp"], float(row["value"])),
        )
        inserted += cur.rowcount
    conn.commit()
    log.info("imported %d of %d readings", inserted, len(rows))
    return inserted


def latest(conn: sqlite3.Connection, sensor_id: str) -> float | None:
    cur = conn.execute(
        "SELECT value FROM readings WHERE sensor_id = ? ORDER BY taken_at DESC LIMIT 1",
        (sensor_id,),
    )
    row = cur.fetchone()
    return row[0] if row else None
