import json
from functools import lru_cache
from pathlib import Path

# ... existing code ...


@lru_cache(maxsize=32)
def load_table(name):
    with open(DATA_DIR / f"{name}.json", encoding="utf-8") as fh:
        return json.load(fh)
# ... existing code ...
