/**
 * Which advertised refs point at annotated tags, and what they peel to. A ref advertisement needs this for
 * every ref (`^{}` lines, ls-refs `peeled:`), so results are cached per (repository, object id): objects
 * are immutable, so a cached answer never goes stale. Unknown ids are asked of the persistent cat-file
 * pool in one pipelined round trip (`info <oid>^{}`), never by spawning per request.
 */
import path from 'node:path';
import { Lru } from '../../lib/lru.js';
import type { CatFilePool } from '../objects/catfile-pool.js';
import type { RefEntry } from './index.js';

/** Cached value: the peeled id of an annotated tag, or '' for an object that is not a tag. */
type Peel = string;

export class RefPeeler {
  readonly #cache: Lru<string, Peel>;

  constructor(
    private readonly pool: CatFilePool,
    capacity = 200_000,
  ) {
    this.#cache = new Lru(capacity);
  }

  /**
   * For each distinct object id of `refs` (and `extra`): its peeled id when it is an annotated tag, null when
   * it is not a tag. Ids whose object does not exist are absent from the map.
   */
  async peel(repoDir: string, refs: readonly RefEntry[], extra: readonly string[] = []): Promise<Map<string, string | null>> {
    const dir = path.resolve(repoDir);
    const out = new Map<string, string | null>();
    const unknown = new Set<string>();
    const note = (oid: string, peeled: string | null): void => {
      out.set(oid, peeled);
      this.#cache.set(`${dir}\0${oid}`, peeled ?? '');
    };
    const consider = (oid: string): void => {
      if (out.has(oid)) return;
      const cached = this.#cache.get(`${dir}\0${oid}`);
      if (cached !== undefined) out.set(oid, cached === '' ? null : cached);
      else unknown.add(oid);
    };
    for (const ref of refs) {
      // packed-refs records the peeled id of tags (git trusts it too); no need to cache what the file says
      if (ref.peeled) out.set(ref.oid, ref.peeled);
      else consider(ref.oid);
    }
    for (const oid of extra) consider(oid);
    for (const oid of out.keys()) unknown.delete(oid);
    if (unknown.size === 0) return out;

    const ids = [...unknown];
    const infos = await this.pool.infoMany(dir, ids.map((oid) => `${oid}^{}`));
    const missing: string[] = [];
    ids.forEach((oid, i) => {
      const info = infos[i];
      if (info) note(oid, info.oid === oid ? null : info.oid);
      else missing.push(oid);
    });
    if (missing.length > 0) {
      // `<oid>^{}` fails both for a missing object and for a tag whose target is missing
      const exists = await this.pool.infoMany(dir, missing);
      missing.forEach((oid, i) => {
        if (exists[i]) out.set(oid, null);
      });
    }
    return out;
  }
}
