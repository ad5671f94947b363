from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date


@dataclass
class Task:
    title: str
    due: date | None = None
    done: bool = False
    tags: set[str] = field(default_factory=set)

    def is_overdue(self, today: date) -> bool:
        return not self.done and self.due is not None and self.due < today


class TaskList:
    def __init__(self, name: str) -> None:
        self.name = name
        self.tasks: list[Task] = []

    def add(self, task: Task) -> None:
        self.tasks.append(task)

    def pending(self) -> list[Task]:
        return [t for t in self.tasks if not t.done]

    def overdue(self, today: date) -> list[Task]:
        return [t for t in self.tasks if t.is_overdue(today)]

    def with_tag(self, tag: str) -> list[Task]:
        return [t for t in self.tasks if tag in t.tags]

    def __len__(self) -> int:
        return len(self.tasks)


def merge(a: TaskList, b: TaskList, name: str | None = None) -> TaskList:
    merged = TaskList(name or f"{a.name} + {b.name}")
    for task in [*a.tasks, *b.tasks]:
        merged.add(task)
    return merged


def from_titles(name: str, titles: list[str]) -> TaskList:
    tasks = TaskList(name)
    for title in titles:
        tasks.add(Task(title=title))
    return tasks
