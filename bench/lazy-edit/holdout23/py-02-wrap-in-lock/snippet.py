# ... existing code ...

    def update(self, source: str, cursor: str, seen: Iterable[str] = ()) -> None:
        with self._lock:
            state = self.load()
            entry = state["sources"].setdefault(source, {"cursor": None, "seen": []})
            entry["cursor"] = cursor
            entry["seen"] = sorted(set(entry["seen"]).union(seen))[-5000:]
            entry["updated_at"] = datetime.now(timezone.utc).isoformat()
            self._write(state)

    # ... existing code ...

    def reset(self, source: str) -> bool:
        with self._lock:
            state = self.load()
            removed = state["sources"].pop(source, None) is not None
            if removed:
                self._write(state)
            return removed
