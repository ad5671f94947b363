# ... existing code ...

    def save(self) -> None:
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.items, indent=2, sort_keys=True))
        tmp.replace(self.path)

# ... existing code ...
