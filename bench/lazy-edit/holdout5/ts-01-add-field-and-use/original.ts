import { EventEmitter } from 'node:events';

export class Queue<T> extends EventEmitter {
  private items: T[] = [];

  push(item: T): void {
    this.items.push(item);
    this.emit('push', item);
  }

  shift(): T | undefined {
    return this.items.shift();
  }

  get size(): number {
    return this.items.length;
  }
}
