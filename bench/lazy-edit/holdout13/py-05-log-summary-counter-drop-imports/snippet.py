import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Iterable, Iterator

import click
import yaml

# ... existing code ...


def summarize(entries: Iterable[dict]) -> dict:
    by_status = Counter()
    by_path = Counter()
    total_bytes = 0
    for entry in entries:
        by_status[entry["status"]] += 1
        by_path[entry["path"]] += 1
        total_bytes += entry["size"]
    top_paths = by_path.most_common(10)
    return {
# ... existing code ...
