export class TodoStore {
  // ... existing code ...

  toggle(id: string): void {
    const todo = this.items.find((t) => t.id === id);
    if (todo) todo.done = !todo.done;
  }

  remove(id: string): void {
    this.items = this.items.filter((t) => t.id !== id);
  }
  // ... existing code ...
}
// ... existing code ...
