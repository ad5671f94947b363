export class Queue<T> {
  // ... existing code ...

  clear(): T[] {
    const dropped = this.items;
    this.items = [];
    return dropped;
  }
}
