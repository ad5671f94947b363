interface Entry<V> {
  value: V;
  /** Read since the eviction scan last passed it (second chance). */
  used: boolean;
}

/**
 * A small cache with an entry cap and least-recently-used eviction, approximated by second chance (CLOCK): a hit
 * only marks its entry, where moving it to the back (delete + insert) cost more than the lookup itself on hot
 * request paths. When full, the oldest entry not read since it was last passed over goes.
 */
export class Lru<K, V> {
  readonly #map = new Map<K, Entry<V>>();
  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const entry = this.#map.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, { value, used: false });
    if (this.#map.size > this.capacity) this.#evict();
  }

  delete(key: K): void {
    this.#map.delete(key);
  }

  clear(): void {
    this.#map.clear();
  }

  get size(): number {
    return this.#map.size;
  }

  /** Passed-over entries lose their mark and go to the back; the first unmarked one is dropped. */
  #evict(): void {
    const map = this.#map;
    for (const [key, entry] of map) {
      map.delete(key);
      if (!entry.used) return;
      entry.used = false;
      map.set(key, entry);
    }
  }
}
