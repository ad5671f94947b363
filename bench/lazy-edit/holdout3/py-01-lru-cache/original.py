import json
from pathlib import Path

DATA_DIR = Path(__file__).parent / "data"


def load_table(name):
    with open(DATA_DIR / f"{name}.json", encoding="utf-8") as fh:
        return json.load(fh)


def lookup(name, key):
    table = load_table(name)
    return table.get(key)


def keys(name):
    return sorted(load_table(name))
