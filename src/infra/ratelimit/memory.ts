import { decide, type RateDecision, type RateLimiter, type SlotCounts, type Window } from './types.js';

interface Slot {
  index: number;
  count: number;
  previous: number;
}

interface Bucket {
  slots: Slot[];
  touched: number;
}

/** In-process limiter for the embedded deployment: a Map of buckets, swept of idle ones now and then. */
export class MemoryRateLimiter implements RateLimiter {
  readonly #buckets = new Map<string, Bucket>();
  #lastSweep = 0;

  readonly #longest: number;
  /** Reused for every decision (hit is synchronous and decide keeps nothing), so a hit allocates no arrays. */
  readonly #counts: SlotCounts[];

  constructor(private readonly windows: readonly Window[]) {
    this.#longest = Math.max(...windows.map((w) => w.ms));
    this.#counts = windows.map(() => ({ previous: 0, current: 0 }));
  }

  hit(key: string, now: number): RateDecision {
    const windows = this.windows;
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      bucket = { slots: windows.map(() => ({ index: -1, count: 0, previous: 0 })), touched: now };
      this.#buckets.set(key, bucket);
    }
    const slots = bucket.slots;
    const counts = this.#counts;
    for (let i = 0; i < windows.length; i++) {
      const slot = slots[i]!;
      const index = Math.floor(now / windows[i]!.ms);
      if (index !== slot.index) {
        slot.previous = index === slot.index + 1 ? slot.count : 0;
        slot.count = 0;
        slot.index = index;
      }
      const c = counts[i]!;
      c.previous = slot.previous;
      c.current = slot.count;
    }
    const decision = decide(windows, counts, now);
    if (decision.allowed) for (let i = 0; i < slots.length; i++) slots[i]!.count++;
    bucket.touched = now;
    if (now - this.#lastSweep >= this.#longest) this.#sweep(now);
    return decision;
  }

  #sweep(now: number): void {
    const longest = this.#longest;
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
