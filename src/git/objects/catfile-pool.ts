/**
 * Pool of persistent `git cat-file --batch-command` processes, per repository: the hot read path.
 * A spawn costs ~5 ms; a pipelined read on a warm process costs tens of microseconds.
 *
 * `--batch-command` (git ≥ 2.36) is `--batch` plus `info` requests, so one process serves both
 * object reads and size/type probes. Without `--buffer` git flushes after every answer.
 */
import path from 'node:path';
import {
  CatFileError,
  CatFileProcess,
  checkSpec,
  type CatFileInfo,
  type CatFileObject,
  type Kind,
} from './catfile-process.js';

export { AmbiguousSpecError, CatFileError, ObjectTooLargeError, type CatFileInfo, type CatFileObject } from './catfile-process.js';

export interface CatFilePoolOptions {
  /** Processes per repository (extra ones start only while all others are busy). Default 2. */
  maxProcessesPerRepo?: number;
  /** Repositories with live processes; the least recently used is closed beyond this. Default 64. */
  maxRepos?: number;
  /** Close a repository's processes after this long without requests. Default 60 s. */
  idleMs?: number;
  /** Larger objects are skipped and rejected with ObjectTooLargeError. Default 256 MiB. */
  maxObjectBytes?: number;
}

export class CatFilePool {
  // Map iteration order is the LRU order: a repo is re-inserted on every use.
  readonly #repos = new Map<string, { procs: CatFileProcess[]; lastUsed: number }>();
  readonly #maxProcs: number;
  readonly #maxRepos: number;
  readonly #idleMs: number;
  readonly #maxObjectBytes: number;
  readonly #sweeper: NodeJS.Timeout;
  #closed = false;

  constructor(opts: CatFilePoolOptions = {}) {
    this.#maxProcs = Math.max(1, opts.maxProcessesPerRepo ?? 2);
    this.#maxRepos = Math.max(1, opts.maxRepos ?? 64);
    this.#idleMs = opts.idleMs ?? 60_000;
    this.#maxObjectBytes = opts.maxObjectBytes ?? 256 * 1024 * 1024;
    this.#sweeper = setInterval(() => this.#sweep(), Math.max(50, Math.min(this.#idleMs / 2, 10_000)));
    this.#sweeper.unref();
  }

  /** Object by oid or `<rev>:<path>`; null when it does not exist; AmbiguousSpecError for an ambiguous prefix. */
  async read(repoPath: string, spec: string): Promise<CatFileObject | null> {
    const [res] = await this.readMany(repoPath, [spec]);
    return res ?? null;
  }

  /** Many objects in one pipelined round trip; results in the order of `specs`. */
  async readMany(repoPath: string, specs: readonly string[]): Promise<Array<CatFileObject | null>> {
    return (await this.#send(repoPath, 'contents', specs)) as Array<CatFileObject | null>;
  }

  /** Type and size only (no data transferred). */
  async info(repoPath: string, spec: string): Promise<CatFileInfo | null> {
    const [res] = await this.#send(repoPath, 'info', [spec]);
    return res ?? null;
  }

  async infoMany(repoPath: string, specs: readonly string[]): Promise<Array<CatFileInfo | null>> {
    return this.#send(repoPath, 'info', specs);
  }

  /** Close a repository's processes (e.g. before deleting or renaming it). Pending reads still complete. */
  async evict(repoPath: string): Promise<void> {
    const key = path.resolve(repoPath);
    const entry = this.#repos.get(key);
    if (!entry) return;
    this.#repos.delete(key);
    await Promise.all(entry.procs.map((p) => p.close()));
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#sweeper);
    const all = [...this.#repos.keys()];
    await Promise.all(all.map((k) => this.evict(k)));
  }

  get stats(): { repos: number; processes: number } {
    let processes = 0;
    for (const e of this.#repos.values()) processes += e.procs.length;
    return { repos: this.#repos.size, processes };
  }

  /** Live process ids for a repository (diagnostics and tests). */
  processIds(repoPath: string): number[] {
    const entry = this.#repos.get(path.resolve(repoPath));
    return (entry?.procs ?? []).flatMap((p) => (p.pid === undefined ? [] : [p.pid]));
  }

  #send(repoPath: string, kind: Kind, specs: readonly string[]): Promise<Array<CatFileObject | CatFileInfo | null>> {
    if (this.#closed) return Promise.reject(new CatFileError('cat-file pool is closed'));
    if (specs.length === 0) return Promise.resolve([]);
    try {
      for (const s of specs) checkSpec(s);
    } catch (err) {
      return Promise.reject(err as Error);
    }
    return this.#acquire(path.resolve(repoPath)).send(kind, specs);
  }

  #acquire(key: string): CatFileProcess {
    let entry = this.#repos.get(key);
    if (entry) this.#repos.delete(key);
    else entry = { procs: [], lastUsed: 0 };
    entry.lastUsed = Date.now();
    this.#repos.set(key, entry);
    this.#evictOverflow();

    let best: CatFileProcess | undefined;
    for (const p of entry.procs) if (p.state === 'ready' && (!best || p.pending < best.pending)) best = p;
    if (best && (best.pending === 0 || entry.procs.length >= this.#maxProcs)) return best;
    const proc = new CatFileProcess(key, this.#maxObjectBytes, (dead) => {
      const i = entry.procs.indexOf(dead);
      if (i >= 0) entry.procs.splice(i, 1);
      if (entry.procs.length === 0 && this.#repos.get(key) === entry) this.#repos.delete(key);
    });
    entry.procs.push(proc);
    return proc;
  }

  #evictOverflow(): void {
    while (this.#repos.size > this.#maxRepos) {
      const oldest = this.#repos.keys().next();
      if (oldest.done) return;
      void this.evict(oldest.value);
    }
  }

  #sweep(): void {
    const cutoff = Date.now() - this.#idleMs;
    for (const [key, entry] of this.#repos) {
      if (entry.lastUsed <= cutoff && entry.procs.every((p) => p.pending === 0)) void this.evict(key);
    }
  }
}
