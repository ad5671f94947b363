# ... existing code ...
    log_level: str = "INFO"
    workers: int = 8
    allowed_hosts: list[str] = field(default_factory=lambda: ["localhost"])
    sentry_dsn: str | None = None
    request_timeout: float = 30.0

    @classmethod
    def from_env(cls) -> "Settings":
        return cls(
            # ... existing code ...
            workers=int(os.environ.get("WORKERS", "8")),
            allowed_hosts=os.environ.get("ALLOWED_HOSTS", "localhost").split(","),
            sentry_dsn=os.environ.get("SENTRY_DSN"),
            request_timeout=float(os.environ.get("REQUEST_TIMEOUT", "30")),
        )
