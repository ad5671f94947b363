import { promises as fs } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';

// ... existing code ...

  private fileFor(key: string): string {
    const digest = createHash('sha1').update(key).digest('hex');
    return path.join(this.dir, digest.slice(0, 2), `${digest}.json`);
  }

  async get(key: string): Promise<T | undefined> {
    // ... existing code ...
  }

  async set(key: string, value: T, ttlMs = this.defaultTtlMs): Promise<void> {
    // ... existing code ...
  }

  async getOrSet(key: string, factory: () => Promise<T>, ttlMs = this.defaultTtlMs): Promise<T> {
    const cached = await this.get(key);
    if (cached !== undefined) {
      return cached;
    }
    const value = await factory();
    await this.set(key, value, ttlMs);
    return value;
  }

  // ... existing code ...
