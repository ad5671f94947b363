export class Queue<T> {
  private items: T[] = [];

  push(item: T): void {
    this.items.push(item);
  }

  pop(): T | undefined {
    return this.items.shift();
  }

  get size(): number {
    return this.items.length;
  }

  clear(): T[] {
    const dropped = this.items;
    this.items = [];
    return dropped;
  }
}
