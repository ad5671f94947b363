import json
import logging
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

STATE_FILE = Path("state.json")


def read_state(path: Path = STATE_FILE) -> dict[str, Any]:
    if not path.exists():
        return {}
    with path.open() as fh:
        state = json.load(fh)
    if not isinstance(state, dict):
        raise ValueError("state file must contain an object")
    return state


def write_state(state: dict[str, Any], path: Path = STATE_FILE) -> None:
    tmp = path.with_suffix(".tmp")
    with tmp.open("w") as fh:
        json.dump(state, fh, indent=2, sort_keys=True)
        fh.write("\n")
    tmp.replace(path)


def update_state(**changes: Any) -> dict[str, Any]:
    state = read_state()
    state.update(changes)
    write_state(state)
    return state
