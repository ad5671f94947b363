interface Entry<V> {
  value: V;
  /** Read since the eviction scan last passed it (second chance). */
  used: boolean;
  weight: number;
}

/**
 * A small cache with an entry cap (and optionally a total weight cap, e.g. bytes) and least-recently-used
 * eviction, approximated by second chance (CLOCK): a hit only marks its entry, where moving it to the back
 * (delete + insert) cost more than the lookup itself on hot request paths. When over a cap, the oldest entry
 * not read since it was last passed over goes.
 */
export class Lru<K, V> {
  readonly #map = new Map<K, Entry<V>>();
  #weight = 0;

  constructor(
    private readonly capacity: number,
    private readonly maxWeight = Infinity,
    /** Called for each entry dropped to make room (not for delete, clear or replacement). */
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#map.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  /** `weight` counts toward maxWeight (0 when the cache has no weight cap). */
  set(key: K, value: V, weight = 0): void {
    this.delete(key);
    // make room first, so the newcomer is never the one evicted
    while (this.#map.size > 0 && (this.#map.size + 1 > this.capacity || this.#weight + weight > this.maxWeight)) this.#evictOne();
    this.#map.set(key, { value, used: false, weight });
    this.#weight += weight;
  }

  delete(key: K): void {
    const entry = this.#map.get(key);
    if (entry === undefined) return;
    this.#map.delete(key);
    this.#weight -= entry.weight;
  }

  clear(): void {
    this.#map.clear();
    this.#weight = 0;
  }

  get size(): number {
    return this.#map.size;
  }

  /** The keys held, oldest first. */
  keys(): K[] {
    return [...this.#map.keys()];
  }

  /** Total weight of the entries held. */
  get weight(): number {
    return this.#weight;
  }

  /** Passed-over entries lose their mark and go to the back; the first unmarked one is dropped. */
  #evictOne(): void {
    const map = this.#map;
    for (const [key, entry] of map) {
      map.delete(key);
      if (!entry.used) {
        this.#weight -= entry.weight;
        this.onEvict?.(key, entry.value);
        return;
      }
      entry.used = false;
      map.set(key, entry);
    }
  }
}
