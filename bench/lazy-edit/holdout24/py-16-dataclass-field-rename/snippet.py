# ... keep existing ...
    batch_size: int = 500
    retry_limit: int = 3
    headers: dict[str, str] = field(default_factory=dict)
# ... keep existing ...
            batch_size=int(data.get("batch_size", 500)),
            retry_limit=int(data.get("retry_limit", data.get("max_retries", 3))),
            headers=dict(data.get("headers", {})),
# ... keep existing ...
            "batch_size": self.batch_size,
            "retry_limit": self.retry_limit,
            "headers": dict(self.headers),
# ... keep existing ...
            raise ConfigError(f"{self.name}: batch_size must be positive")
        if not 0 <= self.retry_limit <= 10:
            raise ConfigError(f"{self.name}: retry_limit must be between 0 and 10")
# ... keep existing ...
