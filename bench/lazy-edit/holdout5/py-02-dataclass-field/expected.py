from dataclasses import dataclass, field


@dataclass
class Job:
    name: str
    retries: int = 3
    timeout_s: float = 30.0
    tags: list[str] = field(default_factory=list)

    def describe(self) -> str:
        return f"{self.name} ({self.retries} retries, {self.timeout_s}s)"
