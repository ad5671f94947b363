/**
 * Responses of `git upload-pack` to clone requests, kept on local disk and replayed byte for byte.
 *
 * A request with no `have` lines and `done` asks for everything reachable from its wants; the answer depends
 * only on the request bytes and the repository's refs (wants name objects, which never change; `include-tag`
 * and `want-ref` look at refs). So (repository, ref state, request bytes) → response is a pure function, and a
 * repeated clone (CI fleets, agents cloning the same repository over and over) can be answered from the file the
 * first one left, without running git: pack generation hashes every byte it sends, which is most of its cost.
 *
 * Entries are written to a temporary file while the first response streams out, fsynced and renamed into place
 * only when git exited cleanly, so a crash can leave a stray temporary file (removed at startup) but never a
 * truncated entry. Each repository's entries sit in their own directory, removed with the repository. The index is
 * per process; processes sharing a data dir may delete each other's entries, which
 * only turns a hit into a miss. Total size is capped (least recently used entries go).
 */
import { mkdir, open, readdir, rename, rm, stat, unlink, type FileHandle } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Lru } from '../../lib/lru.js';

export interface PackResponseCacheOptions {
  /** Total bytes kept on disk. */
  maxBytes: number;
  /** Responses larger than this are not kept (default: a quarter of maxBytes). */
  maxEntryBytes?: number;
  /** Responses smaller than this are cheaper to regenerate than to keep (default 64 KiB). */
  minEntryBytes?: number;
}

const ENTRY_RE = /^([0-9a-f]{64})\.pack$/;
/** Entries live in one directory per repository (its id), so deleting a repository removes them at once. */
const REPO_DIR_RE = /^[A-Za-z0-9_-]{1,200}$/;
const TMP_PREFIX = 'tmp-';

/** One response being recorded: feed it every chunk, then commit (git exited 0) or abort. */
export interface PackResponseRecorder {
  write(chunk: Buffer): void;
  commit(): Promise<void>;
  abort(): void;
}

export class PackResponseCache {
  readonly #index: Lru<string, number>;
  readonly #maxEntry: number;
  readonly #minEntry: number;
  #ready: Promise<void> | null = null;
  /** Entries being recorded by this process. */
  readonly #recording = new Set<string>();

  constructor(
    readonly dir: string,
    opts: PackResponseCacheOptions,
  ) {
    this.#maxEntry = opts.maxEntryBytes ?? Math.floor(opts.maxBytes / 4);
    this.#minEntry = opts.minEntryBytes ?? 64 * 1024;
    this.#index = new Lru(Infinity, opts.maxBytes, (key) => void unlink(this.#file(key)).catch(() => {}));
  }

  /** Creates the directory, drops leftovers of interrupted writes, and indexes what is there (oldest first). */
  init(): Promise<void> {
    this.#ready ??= (async () => {
      await mkdir(this.dir, { recursive: true });
      const found: { id: string; size: number; mtimeMs: number }[] = [];
      for (const repo of await readdir(this.dir)) {
        if (!REPO_DIR_RE.test(repo)) continue;
        for (const name of await readdir(path.join(this.dir, repo)).catch(() => [])) {
          const file = path.join(this.dir, repo, name);
          if (name.startsWith(TMP_PREFIX)) {
            await unlink(file).catch(() => {});
            continue;
          }
          const m = ENTRY_RE.exec(name);
          const st = m ? await stat(file).catch(() => null) : null;
          if (m && st) found.push({ id: `${repo}/${m[1]!}`, size: st.size, mtimeMs: st.mtimeMs });
        }
      }
      for (const e of found.sort((a, b) => a.mtimeMs - b.mtimeMs)) this.#index.set(e.id, e.size, e.size);
    })();
    return this.#ready;
  }

  /** Forgets a repository's entries and removes its files (the repository was deleted). */
  async dropRepo(repoId: string): Promise<void> {
    if (!REPO_DIR_RE.test(repoId)) return;
    await this.init();
    for (const id of this.#index.keys()) if (id.startsWith(`${repoId}/`)) this.#index.delete(id);
    await rm(path.join(this.dir, repoId), { recursive: true, force: true });
  }

  /** The recorded response for `key`, opened (so a concurrent eviction cannot take it away), or null. */
  async open(repoId: string, key: string): Promise<FileHandle | null> {
    await this.init();
    const id = `${repoId}/${key}`;
    if (this.#index.get(id) === undefined) return null;
    try {
      return await open(this.#file(id), 'r');
    } catch {
      this.#index.delete(id); // removed by another process sharing the directory
      return null;
    }
  }

  /** Starts recording the response for `key`; null when it could not be (the response is served all the same). */
  async record(repoId: string, key: string): Promise<PackResponseRecorder | null> {
    if (!REPO_DIR_RE.test(repoId) || !/^[0-9a-f]{64}$/.test(key)) return null;
    await this.init();
    const id = `${repoId}/${key}`;
    // a clone storm records its answer once: the others are served by git meanwhile, then from the entry
    if (this.#recording.has(id)) return null;
    this.#recording.add(id);
    const tmp = path.join(this.dir, repoId, `${TMP_PREFIX}${randomBytes(8).toString('hex')}`);
    let handle: FileHandle;
    try {
      await mkdir(path.dirname(tmp), { recursive: true });
      handle = await open(tmp, 'wx');
    } catch {
      this.#recording.delete(id);
      return null;
    }
    // writes are chained in order; a failed one only loses the entry (seen in commit)
    let writes: Promise<unknown> = Promise.resolve();
    let bytes = 0;
    let failed = false;
    const discard = (): void => {
      if (failed) return;
      failed = true;
      this.#recording.delete(id);
      void writes.finally(() => handle.close().catch(() => {}).then(() => unlink(tmp).catch(() => {})));
    };
    return {
      write: (chunk) => {
        if (failed) return;
        bytes += chunk.length;
        if (bytes > this.#maxEntry) return discard();
        // a failed write (disk full) only loses the entry; the chain never holds a rejection nobody awaits
        writes = writes.then(() => handle.write(chunk)).catch(() => discard());
      },
      abort: discard,
      commit: async () => {
        if (failed) return;
        if (bytes < this.#minEntry) return discard();
        try {
          await writes;
          if (failed) return;
          await handle.sync(); // the data is on disk before the name says the entry is complete
          await handle.close();
          await rename(tmp, this.#file(id));
          this.#index.set(id, bytes, bytes);
          this.#recording.delete(id);
        } catch {
          writes = Promise.resolve();
          discard();
        }
      },
    };
  }

  /** Bytes indexed (for tests and metrics). */
  get bytes(): number {
    return this.#index.weight;
  }

  /** `<repoId>/<key>` → its file. */
  #file(id: string): string {
    return path.join(this.dir, `${id}.pack`);
  }
}
