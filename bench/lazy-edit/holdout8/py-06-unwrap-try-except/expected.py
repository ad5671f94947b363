import json
import time
from pathlib import Path

import yaml

CONFIG_DIR = Path.home() / ".config" / "notely"
DEFAULTS = {
    "editor": "vim",
    "notes_dir": str(Path.home() / "notes"),
    "sync": False,
    "theme": "light",
}


def load_config(path: Path | None = None) -> dict:
    path = path or CONFIG_DIR / "config.yaml"
    config = dict(DEFAULTS)
    if not path.exists():
        return config
    with path.open() as fh:
        data = yaml.safe_load(fh) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{path} must contain a mapping")
    config.update(data)
    return config


def save_config(config: dict, path: Path | None = None) -> None:
    path = path or CONFIG_DIR / "config.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w") as fh:
        yaml.safe_dump(config, fh, sort_keys=True)


def record_usage(command: str) -> None:
    stats_file = CONFIG_DIR / "usage.json"
    stats_file.parent.mkdir(parents=True, exist_ok=True)
    try:
        stats = json.loads(stats_file.read_text())
    except (FileNotFoundError, json.JSONDecodeError):
        stats = {}
    entry = stats.setdefault(command, {"count": 0, "last": None})
    entry["count"] += 1
    entry["last"] = int(time.time())
    stats_file.write_text(json.dumps(stats, indent=2))
