// … existing code …

  get(key: K): V | undefined {
    // … existing code …
  }

  has(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) {
      return false;
    }
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return false;
    }
    return true;
  }

  set(key: K, value: V, ttlMs: number = this.ttlMs): void {
    // … existing code …
  }

  async getOrSet(key: K, factory: () => Promise<V>, ttlMs?: number): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) {
      return cached;
    }
    const value = await factory();
    this.set(key, value, ttlMs);
    return value;
  }

  delete(key: K): boolean {
// … existing code …
