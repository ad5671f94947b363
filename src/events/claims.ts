import type { EventClaims } from '../domain/events.js';

/**
 * Claims for a single process: every event is heard once here anyway, so this only remembers what was claimed
 * for `ttlMs` (a consumer asking twice for the same event gets false the second time, as on a cluster).
 */
export class InProcessEventClaims implements EventClaims {
  /** key → expiry; insertion order is expiry order, so pruning stops at the first live entry. */
  readonly #claimed = new Map<string, number>();

  constructor(
    private readonly ttlMs = 3_600_000,
    private readonly now: () => number = Date.now,
  ) {}

  claim(eventId: string, consumer = 'default'): Promise<boolean> {
    const now = this.now();
    for (const [key, expiry] of this.#claimed) {
      if (expiry > now) break;
      this.#claimed.delete(key);
    }
    const key = `${consumer}\u0000${eventId}`;
    if (this.#claimed.has(key)) return Promise.resolve(false);
    this.#claimed.set(key, now + this.ttlMs);
    return Promise.resolve(true);
  }

  close(): Promise<void> {
    this.#claimed.clear();
    return Promise.resolve();
  }
}
