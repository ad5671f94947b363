import hashlib
import mimetypes
import os
import tempfile
from pathlib import Path
from typing import Iterator

CHUNK_SIZE = 1024 * 1024


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(CHUNK_SIZE), b""):
            digest.update(chunk)
    return digest.hexdigest()


def guess_content_type(path: Path, default: str = "application/octet-stream") -> str:
# ... existing code ...
        os.unlink(tmp_name)
        raise


def human_size(num_bytes: int) -> str:
# ... existing code ...
