import { assertBranchName } from '../../domain/ref-names.js';
/**
 * Forks (SPEC "Forks"): instant forks share the source's objects through its network's pool and copy only
 * refs; deep forks are independent copies. Access, depth/root bookkeeping and the fork response live here;
 * pools and sweeps in ./network.ts. Design: docs/adr/0003-fork-networks.md.
 */
import { rm } from 'node:fs/promises';
import { invalid, notFoundBecause } from '../../domain/errors.js';
import { LIMITS } from '../../domain/limits.js';
import { assertSlug } from '../../domain/slug.js';
import type { Principal, Repo } from '../../domain/types.js';
import { countObjects } from '../../git/forks/network.js';
import { createForkRepo, readForkState, snapshotRefs, type ForkState } from '../../git/forks/fork-repo.js';
import type { RefEntry } from '../../git/refs/index.js';
import { newId } from '../../lib/ids.js';
import type { EventBus } from '../../domain/events.js';
import type { JobQueue } from '../jobs/index.js';
import type { RepoAddress, RepoGate, RepoStorage } from '../repository/index.js';
import type { UsageService } from '../usage/index.js';
import { FORK_MATERIALIZE_JOB } from './jobs.js';
import { ForkNetworks, type ForkNetworkDeps } from './network.js';

export { FORK_MATERIALIZE_JOB, FORK_RELEASE_JOB, FORK_SWEEP_JOB } from './jobs.js';
export type { SweepOutcome } from './network.js';

export type ForkMode = 'instant' | 'deep';

export interface ForkInput {
  slug: string;
  namespace?: string | null | undefined;
  description?: string | undefined;
  default_branch?: string | undefined;
  mode?: ForkMode | undefined;
  /** Slug of the source's organization when it is not the caller's (a public template). */
  source_org?: string | undefined;
}

export interface ForkResult {
  repo: Repo;
  blobMaterialization: 'sync' | 'queued';
  /** Objects the fork reads from the pool: reachable ones when known, else every object the pool holds. */
  sharedBlobs: number;
  /** Objects the fork wrote itself since it was created. */
  ownedBlobs: number;
}

export interface ForkInfo extends ForkResult {
  /** The reachable-object count has been recorded (at once for `sync`, by a background job for `queued`). */
  materialized: boolean;
  reachableObjects: number | null;
}

export interface ForkDeps extends ForkNetworkDeps {
  gate: RepoGate;
  storage: RepoStorage;
  events: EventBus;
  usage: UsageService;
  jobs: JobQueue;
  log: (message: string, error?: unknown) => void;
}

export class ForkService {
  readonly networks: ForkNetworks;
  #timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: ForkDeps) {
    this.networks = new ForkNetworks(deps);
  }

  /** Background: queue the orphan sweeps that are due, a few times per sweep interval. */
  start(): void {
    if (this.#timer) return;
    const every = Math.min(600_000, Math.max(10_000, (this.deps.config.forkSweepIntervalSeconds * 1000) / 4));
    const tick = () => {
      this.networks.scheduleDueSweeps().catch((error: unknown) => this.deps.log('scheduling fork network sweeps failed', error));
    };
    this.#timer = setInterval(tick, every);
    this.#timer.unref();
    tick();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  async fork(principal: Principal, address: RepoAddress, input: ForkInput): Promise<ForkResult> {
    assertSlug(input.slug, 'slug');
    if (input.namespace != null) assertSlug(input.namespace, 'namespace');
    if (input.description !== undefined && input.description.length > LIMITS.description) {
      throw invalid(`description must be at most ${LIMITS.description} characters`);
    }
    if (input.default_branch !== undefined) assertBranchName(input.default_branch, 'default_branch');
    if (input.mode !== undefined && input.mode !== 'instant' && input.mode !== 'deep') throw invalid("mode must be 'instant' or 'deep'");
    const source = (await this.deps.gate.openForkSource(principal, address, input.source_org)).repo;
    await this.deps.usage.assertCanCreateRepo(principal.org);

    // SPEC rules 3-4: a chain deeper than 16 flattens into a deep fork, which starts a new chain (depth 0, own root).
    // Across organizations too (rule 9) an instant fork shares the template's pool: a member reads, fetches and
    // pushes only objects its own refs reach (ids checked on every path, ADR 0003), so tenants sharing a pool
    // never see each other's objects.
    const depth = source.forkDepth + 1;
    const mode: ForkMode = input.mode === 'deep' || depth > LIMITS.fork.maxDepth ? 'deep' : 'instant';
    const now = this.deps.clock.now();
    const stamp = new Date(now).toISOString();
    const id = newId('repo', now);
    const repo = await this.deps.store.repos.create({
      id,
      orgId: principal.org.id,
      namespace: input.namespace ?? null,
      slug: input.slug,
      description: input.description ?? source.description,
      visibility: 'private',
      defaultBranch: input.default_branch ?? source.defaultBranch,
      isTemplate: false,
      autoIndex: false,
      forkedFrom: { repo_id: source.id, org_id: source.orgId, slug: source.slug, namespace: source.namespace },
      forkMode: mode,
      forkDepth: mode === 'deep' ? 0 : depth,
      forkRoot: mode === 'deep' ? id : (source.forkRoot ?? source.id),
      // a member from the start when the source already has a network (one write less); else set once it has
      networkId: mode === 'instant' ? source.networkId : null,
      createdAt: stamp,
      updatedAt: stamp,
    });
    const dir = this.deps.storage.dir(repo.id);
    try {
      const result = mode === 'instant' ? await this.#instant(repo, source, input.default_branch) : await this.#deep(repo, source, input.default_branch);
      this.deps.events.publish({ type: 'repo.created', orgId: repo.orgId, repoId: repo.id, at: now, forkedFrom: source.id });
      return result;
    } catch (error) {
      await this.deps.store.repos.delete(repo.id);
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** An explicitly requested default branch must be one of the copied branches (unless there are none). */
  #checkDefaultBranch(refs: readonly RefEntry[], requested: string | undefined): void {
    if (requested === undefined) return;
    const heads = refs.filter((r) => r.name.startsWith('refs/heads/'));
    if (heads.length > 0 && !heads.some((r) => r.name === `refs/heads/${requested}`)) {
      throw invalid(`branch '${requested}' does not exist in the source repository`);
    }
  }

  async #instant(repo: Repo, source: Repo, requestedBranch: string | undefined): Promise<ForkResult> {
    const { networkId, poolDir, refs } = await this.networks.prepareSource(source);
    this.#checkDefaultBranch(refs, requestedBranch);
    if (repo.networkId !== networkId) {
      // a member from now on: sweeps keep what it reaches, and never remove the pool under it
      await this.deps.store.repos.setNetwork(repo.id, networkId);
      repo.networkId = networkId;
    }
    // SPEC rule 5: `sync` when the reachable objects of these refs are known (an earlier fork of the same refs
    // state); otherwise `queued`: no git process runs on the request path (git/forks/reachable-count.ts)
    const tips = [...new Set(refs.map((r) => r.oid))];
    const reachable = this.networks.counts.known(tips) ?? null;
    const state: ForkState = {
      version: 1,
      materialization: reachable === null ? 'queued' : 'sync',
      materialized: reachable !== null,
      reachableObjects: reachable,
      ownObjectsAtCreation: 0,
      materializedAt: reachable === null ? null : repo.createdAt,
    };
    // the pool must still exist now that the fork is a member (a sweep removing an empty network puts it
    // back when it sees a member); checked while the fork is written
    const [created, alive] = await Promise.allSettled([
      createForkRepo(this.deps.storage.dir(repo.id), { defaultBranch: repo.defaultBranch, refs, poolDir, state }),
      this.networks.assertPoolAlive(networkId),
    ]);
    if (created.status === 'rejected') throw created.reason;
    if (alive.status === 'rejected') throw alive.reason;
    if (reachable !== null) return { repo, blobMaterialization: 'sync', sharedBlobs: reachable, ownedBlobs: 0 };
    await this.deps.jobs.enqueue(FORK_MATERIALIZE_JOB, { repoId: repo.id });
    // count now, after the response, so the next fork of these refs is `sync` (the job then finds it known)
    const dir = this.deps.storage.dir(repo.id);
    setImmediate(() => {
      this.networks.counts.count(dir, tips).catch((error: unknown) => this.deps.log(`counting the objects of fork ${repo.id} failed`, error));
    });
    return { repo, blobMaterialization: 'queued', sharedBlobs: await this.networks.poolObjects(networkId), ownedBlobs: 0 };
  }

  async #deep(repo: Repo, source: Repo, requestedBranch: string | undefined): Promise<ForkResult> {
    const sourceDir = this.deps.storage.dir(source.id);
    const refs = await snapshotRefs(sourceDir);
    this.#checkDefaultBranch(refs, requestedBranch);
    // everything is copied before the response: the materialization is synchronous by construction
    const state: ForkState = { version: 1, materialization: 'sync', materialized: true, reachableObjects: null, ownObjectsAtCreation: 0, materializedAt: repo.createdAt };
    await createForkRepo(this.deps.storage.dir(repo.id), { defaultBranch: repo.defaultBranch, refs, copyFrom: sourceDir, state });
    // nothing is shared, and the copy is not the fork's own writing (SPEC rule 6: owned_blobs starts at 0)
    return { repo, blobMaterialization: 'sync', sharedBlobs: 0, ownedBlobs: 0 };
  }

  /** The fork's bookkeeping now (GET …/fork): 404 for a repository that is not a fork. */
  async info(principal: Principal, address: RepoAddress): Promise<ForkInfo> {
    const { repo } = await this.deps.gate.open(principal, address, 'read');
    if (repo.forkMode === null) throw notFoundBecause(`repository '${address.slug}' is not a fork, so it has no fork information`);
    const dir = this.deps.storage.dir(repo.id);
    const state = await readForkState(dir);
    const own = await countObjects(dir);
    const ownedBlobs = Math.max(0, own.packed + own.loose - (state?.ownObjectsAtCreation ?? 0));
    let sharedBlobs = 0;
    if (repo.forkMode === 'instant' && repo.networkId !== null) {
      sharedBlobs = state?.reachableObjects ?? (await this.networks.poolObjects(repo.networkId));
    }
    return {
      repo,
      blobMaterialization: state?.materialization ?? 'sync',
      materialized: state?.materialized ?? true,
      reachableObjects: state?.reachableObjects ?? null,
      sharedBlobs,
      ownedBlobs,
    };
  }

  /** Runs a network's orphan sweep now (operators, tests); the background job does the same. */
  sweep(networkId: string) {
    return this.networks.sweep(networkId);
  }
}
