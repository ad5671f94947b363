import json
from pathlib import Path


class UserStore:
    def __init__(self, root: Path) -> None:
        self.path = root / "users.json"
        self.items: dict[str, dict] = {}

    def load(self) -> None:
        if self.path.exists():
            self.items = json.loads(self.path.read_text())

    def save(self) -> None:
        self.path.write_text(json.dumps(self.items, indent=2))

    def get(self, key: str) -> dict | None:
        return self.items.get(key)


class GroupStore:
    def __init__(self, root: Path) -> None:
        self.path = root / "groups.json"
        self.items: dict[str, dict] = {}

    def load(self) -> None:
        if self.path.exists():
            self.items = json.loads(self.path.read_text())

    def save(self) -> None:
        self.path.write_text(json.dumps(self.items, indent=2))

    def get(self, key: str) -> dict | None:
        return self.items.get(key)
