# ... existing code ...


@dataclass(frozen=True)
class AppConfig:
    debug: bool
    secret_key: str
    upload_dir: Path
    database: DatabaseConfig
    allowed_hosts: list[str] = field(default_factory=list)
    max_upload_mb: int = 25

    @classmethod
    def from_env(cls) -> "AppConfig":
        hosts = os.environ.get("ALLOWED_HOSTS", "")
        return cls(
            # ... existing code ...
            allowed_hosts=[h.strip() for h in hosts.split(",") if h.strip()],
            max_upload_mb=_env_int("MAX_UPLOAD_MB", 25),
        )

    @property
    def max_upload_bytes(self) -> int:
        return self.max_upload_mb * 1024 * 1024

    def validate(self) -> None:
        # ... existing code ...
