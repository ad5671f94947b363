from dataclasses import dataclass, field
import os


@dataclass(frozen=True)
class Settings:
    database_url: str
    redis_url: str = "redis://localhost:6379/0"
    debug: bool = False
    log_level: str = "INFO"
    workers: int = 4
    legacy_auth: bool = False
    allowed_hosts: list[str] = field(default_factory=lambda: ["localhost"])
    sentry_dsn: str | None = None

    @classmethod
    def from_env(cls) -> "Settings":
        return cls(
            database_url=os.environ["DATABASE_URL"],
            redis_url=os.environ.get("REDIS_URL", cls.redis_url),
            debug=os.environ.get("DEBUG", "0") == "1",
            log_level=os.environ.get("LOG_LEVEL", "INFO"),
            workers=int(os.environ.get("WORKERS", "4")),
            legacy_auth=os.environ.get("LEGACY_AUTH", "0") == "1",
            allowed_hosts=os.environ.get("ALLOWED_HOSTS", "localhost").split(","),
            sentry_dsn=os.environ.get("SENTRY_DSN"),
        )
