# ... existing code ...
    def overdue(self, today: date) -> list[Task]:
        return [t for t in self.tasks if t.is_overdue(today)]

    def with_tag(self, tag: str) -> list[Task]:
        return [t for t in self.tasks if tag in t.tags]

    def __len__(self) -> int:
        return len(self.tasks)


# ... existing code ...
    return merged


def from_titles(name: str, titles: list[str]) -> TaskList:
    tasks = TaskList(name)
    for title in titles:
        tasks.add(Task(title=title))
    return tasks
