import { readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';

export interface CacheEntry<T> {
  key: string;
  value: T;
  storedAt: number;
  ttlMs: number;
}

export interface CacheOptions {
  directory: string;
  defaultTtlMs?: number;
}

export class FileCache<T> {
  private readonly directory: string;
  private readonly defaultTtlMs: number;
  private hits = 0;
  private misses = 0;

  constructor(options: CacheOptions) {
    this.directory = options.directory;
    this.defaultTtlMs = options.defaultTtlMs ?? 5 * 60 * 1000;
  }

  private pathFor(key: string): string {
    const digest = createHash('sha256').update(key).digest('hex');
    return join(this.directory, digest.slice(0, 2), `${digest}.json`);
  }

  async get(key: string): Promise<T | undefined> {
    const raw = await readFile(this.pathFor(key), 'utf8');
    const entry = JSON.parse(raw) as CacheEntry<T>;
    if (Date.now() - entry.storedAt > entry.ttlMs) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    return entry.value;
  }

  async set(key: string, value: T, ttlMs = this.defaultTtlMs): Promise<void> {
    const file = this.pathFor(key);
    await mkdir(dirname(file), { recursive: true });
    const entry: CacheEntry<T> = { key, value, storedAt: Date.now(), ttlMs };
    await writeFile(file, JSON.stringify(entry), 'utf8');
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  stats(): { hits: number; misses: number } {
    return { hits: this.hits, misses: this.misses };
  }
}
