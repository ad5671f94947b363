import { decide, type RateDecision, type RateLimiter, type SlotCounts, type Window } from './types.js';

interface Bucket {
  slots: { index: number; count: number; previous: number }[];
  touched: number;
}

/** In-process limiter for the embedded deployment: a Map of buckets, swept of idle ones now and then. */
export class MemoryRateLimiter implements RateLimiter {
  readonly #buckets = new Map<string, Bucket>();
  #lastSweep = 0;

  readonly #longest: number;

  constructor(private readonly windows: readonly Window[]) {
    this.#longest = Math.max(...windows.map((w) => w.ms));
  }

  hit(key: string, now: number): RateDecision {
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      bucket = { slots: this.windows.map(() => ({ index: -1, count: 0, previous: 0 })), touched: now };
      this.#buckets.set(key, bucket);
    }
    const counts: SlotCounts[] = this.windows.map((window, i) => {
      const slot = bucket.slots[i]!;
      const index = Math.floor(now / window.ms);
      if (index !== slot.index) {
        slot.previous = index === slot.index + 1 ? slot.count : 0;
        slot.count = 0;
        slot.index = index;
      }
      return { previous: slot.previous, current: slot.count };
    });
    const decision = decide(this.windows, counts, now);
    if (decision.allowed) for (const slot of bucket.slots) slot.count++;
    bucket.touched = now;
    this.#sweep(now);
    return decision;
  }

  #sweep(now: number): void {
    const longest = this.#longest;
    if (now - this.#lastSweep < longest) return;
    this.#lastSweep = now;
    for (const [key, bucket] of this.#buckets) {
      if (now - bucket.touched > 2 * longest) this.#buckets.delete(key);
    }
  }

  close(): Promise<void> {
    this.#buckets.clear();
    return Promise.resolve();
  }
}
