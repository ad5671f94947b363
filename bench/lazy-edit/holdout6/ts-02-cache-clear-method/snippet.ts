// ... existing code ...

export class CacheStore<V> {
  // ... existing code ...

  stats(): { hits: number; misses: number; size: number } {
    // ... existing code ...
  }

  clear(): void {
    this.entries.clear();
    this.hits = 0;
    this.misses = 0;
  }
}

// ... existing code ...
