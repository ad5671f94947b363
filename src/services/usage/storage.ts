import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../infra/clock.js';
import type { Store } from '../../store/index.js';

const CACHE_MS = 60_000;

async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await directoryBytes(full);
    else if (entry.isFile()) total += (await stat(full).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/**
 * Bytes an organization stores: its repositories on disk (cached for a minute: walking a tree is not free) and
 * its large-file objects (one indexed sum, always current, so an upload counts at once).
 */
export class StorageMeter {
  readonly #cache = new Map<string, { bytes: number; at: number }>();

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly repoDir: (repoId: string) => string,
  ) {}

  lfsBytes(orgId: string): Promise<number> {
    return this.store.lfs.orgBytes(orgId);
  }

  async orgBytes(orgId: string, options: { fresh?: boolean } = {}): Promise<number> {
    const cached = this.#cache.get(orgId);
    const now = this.clock.now();
    if (cached && !options.fresh && now - cached.at < CACHE_MS) return cached.bytes + (await this.lfsBytes(orgId));
    let bytes = 0;
    for (const id of await this.store.repos.listIdsByOrg(orgId)) bytes += await directoryBytes(this.repoDir(id));
    this.#cache.set(orgId, { bytes, at: now });
    return bytes + (await this.lfsBytes(orgId));
  }
}
