import json
from functools import lru_cache
from pathlib import Path

DATA_DIR = Path(__file__).parent / "data"


@lru_cache(maxsize=32)
def load_table(name):
    with open(DATA_DIR / f"{name}.json", encoding="utf-8") as fh:
        return json.load(fh)


def lookup(name, key):
    table = load_table(name)
    return table.get(key)


def keys(name):
    return sorted(load_table(name))
