export interface CacheEntry<V> {
  value: V;
  expiresAt: number;
}

export interface CacheOptions {
  ttlMs: number;
  maxEntries?: number;
}

export class CacheStore<V> {
  private entries = new Map<string, CacheEntry<V>>();
  private hits = 0;
  private misses = 0;

  constructor(private readonly options: CacheOptions) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses++;
      return undefined;
    }
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      this.misses++;
      return undefined;
    }
    this.hits++;
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.options.maxEntries && this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) {
        this.entries.delete(oldest);
      }
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.options.ttlMs });
  }

  delete(key: string): boolean {
    return this.entries.delete(key);
  }

  stats(): { hits: number; misses: number; size: number } {
    return { hits: this.hits, misses: this.misses, size: this.entries.size };
  }
}

export function createCache<V>(ttlMs: number, maxEntries?: number): CacheStore<V> {
  return new CacheStore<V>({ ttlMs, maxEntries });
}
