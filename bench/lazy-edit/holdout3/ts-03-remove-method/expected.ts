export class TodoStore {
  private items: Todo[] = [];

  add(title: string): Todo {
    const todo = { id: crypto.randomUUID(), title, done: false };
    this.items.push(todo);
    return todo;
  }

  toggle(id: string): void {
    const todo = this.items.find((t) => t.id === id);
    if (todo) todo.done = !todo.done;
  }

  remove(id: string): void {
    this.items = this.items.filter((t) => t.id !== id);
  }

  get all(): readonly Todo[] {
    return this.items;
  }
}

export interface Todo {
  id: string;
  title: string;
  done: boolean;
}
