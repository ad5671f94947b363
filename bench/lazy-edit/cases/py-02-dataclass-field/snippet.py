# ... existing code ...
@dataclass
class Job:
    name: str
    attempts: int = 0
    priority: int = 0
# ... existing code ...
