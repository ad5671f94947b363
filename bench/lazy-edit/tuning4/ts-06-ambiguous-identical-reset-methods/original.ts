import { EventEmitter } from "node:events";

export class TokenBucket extends EventEmitter {
  private tokens: number;
  private lastRefill: number;

  constructor(private readonly capacity: number, private readonly refillPerSecond: number) {
    super();
    this.tokens = capacity;
    this.lastRefill = Date.now();
  }

  take(count = 1): boolean {
    this.refill();
    if (this.tokens < count) {
      return false;
    }
    this.tokens -= count;
    return true;
  }

  reset(): void {
    this.tokens = this.capacity;
    this.lastRefill = Date.now();
  }

  private refill(): void {
    const now = Date.now();
    const elapsed = (now - this.lastRefill) / 1000;
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.refillPerSecond);
    this.lastRefill = now;
  }
}

export class BurstBucket extends EventEmitter {
  private tokens: number;
  private lastRefill: number;

  constructor(private readonly capacity: number, private readonly windowMs: number) {
    super();
    this.tokens = capacity;
    this.lastRefill = Date.now();
  }

  take(count = 1): boolean {
    if (Date.now() - this.lastRefill >= this.windowMs) {
      this.reset();
    }
    if (this.tokens < count) {
      return false;
    }
    this.tokens -= count;
    return true;
  }

  reset(): void {
    this.tokens = this.capacity;
    this.lastRefill = Date.now();
  }
}
