import { EventEmitter } from 'node:events';

export class Queue<T> extends EventEmitter {
  private items: T[] = [];
  private readonly limit: number;

  constructor(limit = 1000) {
    super();
    this.limit = limit;
  }

  push(item: T): void {
    if (this.items.length >= this.limit) throw new Error('queue full');
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
