// ... existing code ...
  async get(key: string): Promise<T | undefined> {
    try {
      const raw = await readFile(this.pathFor(key), 'utf8');
      const entry = JSON.parse(raw) as CacheEntry<T>;
      if (Date.now() - entry.storedAt > entry.ttlMs) {
        this.misses++;
        return undefined;
      }
      this.hits++;
      return entry.value;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        this.misses++;
        return undefined;
      }
      throw err;
    }
  }
// ... existing code ...
