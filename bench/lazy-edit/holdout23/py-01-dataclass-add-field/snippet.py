# ... existing code ...
    visibility_timeout: int = 300
    max_retries: int = 3
    scratch_dir: Path = field(default_factory=lambda: Path("/tmp/ingest"))
    # ... existing code ...

    def __post_init__(self) -> None:
        # ... existing code ...
        if self.visibility_timeout < 30:
            raise ConfigError("visibility_timeout must be at least 30 seconds")
        if self.max_retries < 0:
            raise ConfigError("max_retries must be >= 0")

    # ... existing code ...
            visibility_timeout=int(os.environ.get("INGEST_VISIBILITY_TIMEOUT", "300")),
            max_retries=int(os.environ.get("INGEST_MAX_RETRIES", "3")),
            dry_run=_env_bool("INGEST_DRY_RUN"),
        )
# ... existing code ...
