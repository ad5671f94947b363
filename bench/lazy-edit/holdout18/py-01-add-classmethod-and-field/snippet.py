# ... existing code ...

@dataclass
class JobConfig:
    name: str
    command: list[str]
    schedule: str
    timeout_seconds: int = 600
    enabled: bool = True
    env: dict[str, str] = field(default_factory=dict)
    # ... existing code ...

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "JobConfig":
        retry = RetryPolicy(**data.get("retry", {}))
        return cls(
            name=data["name"],
            command=list(data["command"]),
            schedule=data["schedule"],
            timeout_seconds=int(data.get("timeout_seconds", 600)),
            enabled=bool(data.get("enabled", True)),
            env=dict(data.get("env", {})),
            retry=retry,
        )

    @classmethod
    def from_file(cls, path: Path) -> list["JobConfig"]:
        raw = json.loads(path.read_text())
        return [cls.from_dict(item) for item in raw]

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "command": self.command,
            "schedule": self.schedule,
            "timeout_seconds": self.timeout_seconds,
            "enabled": self.enabled,
            "env": self.env,
            # ... existing code ...
        }

    # ... existing code ...
