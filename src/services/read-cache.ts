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

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const epoch = this.store.changeEpoch();
    if (epoch === null) return load();
    if (epoch !== this.#epoch) {
      this.#entries.clear();
      this.#epoch = epoch;
    }
    const hit = this.#entries.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    // Only keep it if nothing changed while loading.
    if (this.store.changeEpoch() === epoch) this.#entries.set(key, value);
    return value;
  }
}
