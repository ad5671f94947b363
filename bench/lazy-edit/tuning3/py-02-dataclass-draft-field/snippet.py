# ... existing code ...
    state: str = "open"
    draft: bool = False
    labels: list[str] = field(default_factory=list)
    # ... existing code ...
            "state": self.state,
            "draft": self.draft,
            "labels": list(self.labels),
            # ... existing code ...
            state=data.get("state", "open"),
            draft=bool(data.get("draft", False)),
            labels=list(data.get("labels", [])),
            # ... existing code ...

    def merge(self, at: datetime | None = None) -> None:
        if not self.is_open:
            raise ValueError(f"pull request #{self.number} is not open")
        if self.draft:
            raise ValueError(f"pull request #{self.number} is a draft")
        self.state = "merged"
        # ... existing code ...
