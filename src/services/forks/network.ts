/**
 * Fork networks: joining a repository to its network's object pool, and the background jobs that keep pools
 * tidy (release of moved files, orphan sweep, pool removal). The on-disk mechanics are in
 * git/fork-network.ts and git/pool-sweep.ts; this class decides when they run and keeps the database and
 * the disk in step. See docs/adr/0003-fork-networks.md.
 */
import { rename, rm, stat } from 'node:fs/promises';
import { notFound } from '../../domain/errors.js';
import type { Repo } from '../../domain/types.js';
import { countObjects, dropLocalBitmaps, ensurePool, moveObjectsToPool, poolPath, releaseMovedFiles, usesPool, writeAlternates } from '../../git/forks/network.js';
import { readForkState, snapshotRefs, writeForkState } from '../../git/forks/fork-repo.js';
import { isFullyMoved } from '../../git/forks/fully-moved.js';
import { ReachableCounts } from '../../git/forks/reachable-count.js';
import { tryAcquireMaintenanceLock } from '../../git/maintenance/lock.js';
import { sweepPool, type SweepReport } from '../../git/forks/pool-sweep.js';
import { listRefs, type RefEntry } from '../../git/refs/index.js';
import { newId } from '../../lib/ids.js';
import type { Config } from '../../config/index.js';
import type { Clock } from '../../infra/clock.js';
import type { Store } from '../../store/index.js';
import type { JobQueue } from '../jobs/index.js';
import type { RepoStorage } from '../repository/index.js';

export interface ForkNetworkDeps {
  store: Store;
  storage: RepoStorage;
  jobs: JobQueue;
  clock: Clock;
  config: Pick<Config, 'dataDir' | 'forkSweepIntervalSeconds' | 'forkSweepGraceSeconds' | 'forkReleaseDelaySeconds'>;
}
import { FORK_MATERIALIZE_JOB, FORK_RELEASE_JOB, FORK_SWEEP_JOB } from './jobs.js';

export interface PreparedSource {
  networkId: string;
  poolDir: string;
  /** The source's branches and tags, read before its objects were moved (so the pool has them all). */
  refs: RefEntry[];
}

export type SweepOutcome = { status: 'swept'; report: SweepReport } | { status: 'removed' } | { status: 'busy' } | { status: 'gone' };

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

/** How long a pool's object count is reused (it is only the upper bound a `queued` fork reports). */
const POOL_COUNT_TTL_MS = 30_000;

export class ForkNetworks {
  /** Per-source serialization of joins inside this process (the database claim covers other nodes). */
  readonly #joins = new Map<string, Promise<unknown>>();
  /** Reachable-object counts by ref tips (git/forks/reachable-count.ts). */
  readonly counts = new ReachableCounts();
  readonly #poolObjects = new Map<string, { objects: number; until: number }>();

  constructor(private readonly deps: ForkNetworkDeps) {
    deps.jobs.register(FORK_SWEEP_JOB, async (payload) => {
      const { networkId } = payload;
      if (payload.reason === 'periodic' && (await this.#sweptRecently(networkId))) return; // a duplicate request
      const outcome = await this.sweep(networkId);
      if (outcome.status === 'busy') await deps.jobs.enqueue(FORK_SWEEP_JOB, payload, { delayMs: 60_000 });
    });
    deps.jobs.register(FORK_RELEASE_JOB, async (payload) => {
      await this.release(payload.repoId, payload.networkId, payload.files);
    });
    deps.jobs.register(FORK_MATERIALIZE_JOB, async (payload) => {
      await this.materialize(payload.repoId);
    });
  }

  poolDir(networkId: string): string {
    return poolPath(this.deps.config.dataDir, networkId);
  }

  #dir(repoId: string): string {
    return this.deps.storage.dir(repoId);
  }

  /**
   * Makes sure `source` is a member of a network whose pool holds every object it has now, and returns
   * its branches and tags as of just before the move. The first fork creates the network; later forks
   * move what the source wrote since. Serialized per source.
   */
  async prepareSource(source: Repo): Promise<PreparedSource> {
    const previous = this.#joins.get(source.id) ?? Promise.resolve();
    // a repository never leaves its network: a known network id needs no second look at the row
    const run = previous.catch(() => {}).then(() => this.#prepare(source.id, source.networkId));
    this.#joins.set(source.id, run);
    try {
      return await run;
    } finally {
      if (this.#joins.get(source.id) === run) this.#joins.delete(source.id);
    }
  }

  async #prepare(sourceId: string, knownNetworkId: string | null): Promise<PreparedSource> {
    const { store, jobs, clock, config } = this.deps;
    if (knownNetworkId !== null) {
      const fast = await this.#alreadyMoved(sourceId, knownNetworkId);
      if (fast) return fast;
    }
    let source = await store.repos.findById(sourceId);
    if (!source) throw notFound('source repository');
    if (source.networkId === null) {
      const networkId = newId('net', clock.now());
      await store.networks.create({ id: networkId, createdAt: new Date(clock.now()).toISOString(), lastSweptAt: null });
      await ensurePool(this.poolDir(networkId));
      if (await store.repos.claimNetwork(sourceId, networkId)) {
        // the first sweep soon writes the pool's bitmap; `scheduleDueSweeps` takes over from there
        await jobs.enqueue(FORK_SWEEP_JOB, { networkId, reason: 'created' });
      } else {
        // another node made the source's network first: ours was never used
        await rm(this.poolDir(networkId), { recursive: true, force: true });
        await store.networks.delete(networkId);
      }
      source = await store.repos.findById(sourceId);
      if (!source?.networkId) throw notFound('source repository');
    }
    const networkId = source.networkId!;
    const poolDir = this.poolDir(networkId);
    const dir = this.#dir(sourceId);
    await ensurePool(poolDir);
    if (!(await exists(dir))) throw notFound('source repository');
    // repacks of the source wait while its objects move (moving also copes without the lock)
    const lock = await tryAcquireMaintenanceLock(dir);
    let refs: RefEntry[];
    let moved: string[];
    try {
      refs = await snapshotRefs(dir);
      moved = await moveObjectsToPool(dir, poolDir, { now: this.deps.clock.now() });
      if (!(await usesPool(dir, poolDir))) {
        await writeAlternates(dir, poolDir);
        // long-lived readers loaded the old (empty) alternates: new ones must see the pool
        await this.deps.storage.evictReaders(sourceId);
      }
      // the pool's bitmap (linked from here, or written by its sweep) serves the source from now on
      await dropLocalBitmaps(dir);
    } finally {
      await lock?.release();
    }
    if (moved.length > 0) {
      this.#poolObjects.delete(networkId);
      await jobs.enqueue(FORK_RELEASE_JOB, { repoId: sourceId, networkId, files: moved }, { delayMs: config.forkReleaseDelaySeconds * 1000 });
    }
    return { networkId, poolDir, refs };
  }

  /**
   * The common case, a member forked before and not written since: nothing to move, so no lock and no write.
   * Its refs are read first, so every object they name was in a file the check then saw in the pool.
   * Null when there is something to do (or the repository is gone: the full path reports that).
   */
  async #alreadyMoved(sourceId: string, networkId: string): Promise<PreparedSource | null> {
    const dir = this.#dir(sourceId);
    const poolDir = this.poolDir(networkId);
    const refs = await snapshotRefs(dir);
    return isFullyMoved(dir, poolDir) ? { networkId, poolDir, refs } : null;
  }

  async #sweptRecently(networkId: string): Promise<boolean> {
    const network = await this.deps.store.networks.find(networkId);
    if (!network?.lastSweptAt) return false;
    return this.deps.clock.now() - Date.parse(network.lastSweptAt) < (this.deps.config.forkSweepIntervalSeconds * 1000) / 2;
  }

  /**
   * Queues a sweep for every network not swept within the interval. Called on a timer by every node;
   * duplicates are cheap (a sweep job skips a network swept within half an interval, and two sweeps of one
   * pool never run at once: the second finds the pool's lock taken).
   */
  async scheduleDueSweeps(): Promise<number> {
    const { store, clock, config, jobs } = this.deps;
    const before = new Date(clock.now() - config.forkSweepIntervalSeconds * 1000).toISOString();
    const due = await store.networks.listDue(before, 500);
    for (const network of due) await jobs.enqueue(FORK_SWEEP_JOB, { networkId: network.id, reason: 'periodic' });
    return due.length;
  }

  /** Throws when the pool went away (its last member was deleted while a fork of it was being made). */
  async assertPoolAlive(networkId: string): Promise<void> {
    if (!(await this.deps.store.networks.find(networkId)) || !(await exists(this.poolDir(networkId)))) {
      throw notFound('source repository');
    }
  }

  /** Drops a member's own links to objects that now live in the pool (see git/fork-network.ts). */
  async release(repoId: string, networkId: string, files: string[]): Promise<void> {
    const repo = await this.deps.store.repos.findById(repoId);
    if (!repo || repo.networkId !== networkId) return;
    const dir = this.#dir(repoId);
    const lock = await tryAcquireMaintenanceLock(dir);
    if (!lock) throw new Error(`repository ${repoId} is being maintained; release later`);
    try {
      await releaseMovedFiles(dir, this.poolDir(networkId), files);
    } finally {
      await lock.release();
    }
  }

  /**
   * Objects the pool of `networkId` holds (packed and loose, from .idx headers and directory listings), reused
   * for a short while: forks answered `queued` report it as their upper bound.
   */
  async poolObjects(networkId: string): Promise<number> {
    const now = Date.now();
    const cached = this.#poolObjects.get(networkId);
    if (cached && cached.until > now) return cached.objects;
    const count = await countObjects(this.poolDir(networkId));
    const objects = count.packed + count.loose;
    this.#poolObjects.set(networkId, { objects, until: now + POOL_COUNT_TTL_MS });
    return objects;
  }

  /** Counts a fork's reachable objects and records them in its fork state (the `queued` materialization). */
  async materialize(repoId: string): Promise<void> {
    const dir = this.#dir(repoId);
    const state = await readForkState(dir);
    if (!state || state.materialized) return;
    const tips = [...new Set((await listRefs(dir, 'refs/')).map((r) => r.oid))];
    const reachable = await this.counts.count(dir, tips);
    await writeForkState(dir, { ...state, materialized: true, reachableObjects: reachable, materializedAt: new Date(this.deps.clock.now()).toISOString() });
  }

  /**
   * The orphan sweep of one network: removes the pool when no member is left, otherwise keeps what any
   * member reaches and what became unreachable less than the grace period ago (git/pool-sweep.ts).
   */
  async sweep(networkId: string): Promise<SweepOutcome> {
    const { store, clock, config } = this.deps;
    if (!(await store.networks.find(networkId))) return { status: 'gone' };
    const poolDir = this.poolDir(networkId);
    const present = await exists(poolDir);
    const lock = present ? await tryAcquireMaintenanceLock(poolDir) : null;
    if (present && !lock) return { status: 'busy' };
    try {
      const members = await store.repos.listByNetwork(networkId);
      if (members.length === 0) return (await this.#removeIfEmpty(networkId, poolDir)) ? { status: 'removed' } : { status: 'busy' };
      const dirs: string[] = [];
      for (const m of members) if (await exists(this.#dir(m.id))) dirs.push(this.#dir(m.id));
      const report = await sweepPool(poolDir, dirs, { graceMs: config.forkSweepGraceSeconds * 1000, now: clock.now() });
      this.#poolObjects.delete(networkId);
      await store.networks.markSwept(networkId, new Date(clock.now()).toISOString());
      return { status: 'swept', report };
    } finally {
      await lock?.release();
    }
  }

  /**
   * Moves the pool aside, looks at the membership again (a fork may have joined meanwhile: then the pool
   * goes back), and deletes it. A fork that joined sees the pool missing and fails cleanly.
   */
  async #removeIfEmpty(networkId: string, poolDir: string): Promise<boolean> {
    const aside = `${poolDir}.removed-${this.deps.clock.now()}`;
    const present = await exists(poolDir);
    if (present) await rename(poolDir, aside);
    if ((await this.deps.store.repos.listByNetwork(networkId)).length > 0) {
      if (present) await rename(aside, poolDir);
      return false;
    }
    await this.deps.store.networks.delete(networkId);
    await rm(present ? aside : poolDir, { recursive: true, force: true });
    return true;
  }
}
