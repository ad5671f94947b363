import { Lru } from '../lib/lru.js';
import type { Store } from '../store/index.js';

/**
 * A read-through cache for hot lookups (keys, repositories), valid only while the store's change epoch is
 * unchanged: any committed write anywhere empties it, so it never serves a stale row.
 */
export class EpochCache<V> {
  readonly #entries: Lru<string, V>;
  #epoch: number | null = null;

  constructor(
    private readonly store: Store,
    capacity = 10_000,
  ) {
    this.#entries = new Lru(capacity);
  }

  /** The cached value when it is still valid; undefined means "ask get()". */
  peek(key: string): V | undefined {
    const epoch = this.store.changeEpoch();
    if (epoch === null) return undefined;
    if (epoch !== this.#epoch) {
      this.#entries.clear();
      this.#epoch = epoch;
      return undefined;
    }
    return this.#entries.get(key);
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    const epoch = this.store.changeEpoch();
    if (epoch === null) return load();
    const value = await load();
    // Only keep it if nothing changed while loading.
    if (this.store.changeEpoch() === epoch) this.#entries.set(key, value);
    return value;
  }
}
