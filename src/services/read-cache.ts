import type { Store } from '../store/index.js';

interface Entry<V> {
  value: V;
  /** Read since the eviction scan last passed it (second chance). */
  used: boolean;
}

/**
 * A read-through cache for hot lookups (keys, repositories), valid only while the store's change epoch is
 * unchanged: any committed write anywhere empties it, so it never serves a stale row.
 * Eviction is second-chance (CLOCK), which approximates least-recently-used: a hit only marks its entry,
 * where moving it to the back (delete + insert) cost more than the lookup on every request.
 */
export class EpochCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  #epoch: number | null = null;

  constructor(
    private readonly store: Store,
    private readonly capacity = 10_000,
  ) {}

  /** The cached value when it is still valid; undefined means "ask get()". */
  peek(key: string): V | undefined {
    const epoch = this.store.changeEpoch();
    if (epoch === null) return undefined;
    if (epoch !== this.#epoch) {
      this.#entries.clear();
      this.#epoch = epoch;
      return undefined;
    }
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    const epoch = this.store.changeEpoch();
    if (epoch === null) return load();
    const value = await load();
    // Only keep it if nothing changed while loading.
    if (this.store.changeEpoch() === epoch) this.#set(key, value);
    return value;
  }

  #set(key: string, value: V): void {
    const entries = this.#entries;
    entries.delete(key);
    entries.set(key, { value, used: false });
    if (entries.size > this.capacity) this.#evict();
  }

  /** Drops the oldest entry not read since it was last passed over; passed-over entries go to the back. */
  #evict(): void {
    const entries = this.#entries;
    for (const [key, entry] of entries) {
      entries.delete(key);
      if (!entry.used) return;
      entry.used = false;
      entries.set(key, entry);
    }
  }
}
