import { Clock } from './clock.js';

export interface LimiterOptions {
  capacity: number;
  refillPerSecond: number;
}

export class RateLimiter {
  private tokens: number;
  private last: number;

  constructor(private readonly options: LimiterOptions, private readonly clock: Clock) {
    this.tokens = options.capacity;
    this.last = clock.now();
  }

  tryTake(cost = 1): boolean {
    this.refill();
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }

  private refill(): void {
    const now = this.clock.now();
    const elapsed = (now - this.last) / 1000;
    this.tokens = Math.min(this.options.capacity, this.tokens + elapsed * this.options.refillPerSecond);
    this.last = now;
  }
}
