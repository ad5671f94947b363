import { promises as fs } from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export interface CacheEntry<T> {
  key: string;
  value: T;
  storedAt: number;
  ttlMs: number;
}

export interface DiskCacheOptions {
  directory: string;
  defaultTtlMs?: number;
  namespace?: string;
}

/**
 * A tiny JSON-on-disk cache used by the CLI to avoid re-fetching
 * registry metadata between runs.
 */
export class DiskCache<T = unknown> {
  private readonly dir: string;
  private readonly defaultTtlMs: number;

  constructor(options: DiskCacheOptions) {
    this.dir = options.namespace ? path.join(options.directory, options.namespace) : options.directory;
    this.defaultTtlMs = options.defaultTtlMs ?? 60 * 60 * 1000;
  }

  private fileFor(key: string): string {
    const digest = crypto.createHash('sha1').update(key).digest('hex');
    return path.join(this.dir, digest.slice(0, 2), `${digest}.json`);
  }

  async get(key: string): Promise<T | undefined> {
    const file = this.fileFor(key);
    let raw: string;
    try {
      raw = await fs.readFile(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return undefined;
      }
      throw err;
    }
    const entry = JSON.parse(raw) as CacheEntry<T>;
    if (Date.now() - entry.storedAt > entry.ttlMs) {
      await fs.rm(file, { force: true });
      return undefined;
    }
    return entry.value;
  }

  async set(key: string, value: T, ttlMs = this.defaultTtlMs): Promise<void> {
    const file = this.fileFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const entry: CacheEntry<T> = { key, value, storedAt: Date.now(), ttlMs };
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, JSON.stringify(entry), 'utf8');
    await fs.rename(tmp, file);
  }

  async delete(key: string): Promise<boolean> {
    try {
      await fs.rm(this.fileFor(key));
      return true;
    } catch {
      return false;
    }
  }

  async clear(): Promise<void> {
    await fs.rm(this.dir, { recursive: true, force: true });
  }
}
