from dataclasses import dataclass, field


@dataclass
class Job:
    name: str
    retries: int = 3
    tags: list[str] = field(default_factory=list)

    def describe(self) -> str:
        return f"{self.name} ({self.retries} retries)"
