import { Type } from 'typebox';
import { AppError, invalid, notFound } from '../../domain/errors.js';
import type { EventBus } from '../../domain/events.js';
import { permissionOn } from '../../domain/access.js';
import { LIMITS } from '../../domain/limits.js';
import { assertBranchName } from '../../domain/ref-names.js';
import { assertSlug } from '../../domain/slug.js';
import type { Caller, Principal, Repo, Visibility } from '../../domain/types.js';
import { EMPTY_TREE_OID } from '../../git/objects/format.js';
import { initBareRepo, removeRepoStorage } from '../../git/repo-layout.js';
import type { Clock } from '../../infra/clock.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { newId } from '../../lib/ids.js';
import type { Store } from '../../store/index.js';
import { FORK_SWEEP_JOB } from '../forks/index.js';
import { defineJob, type JobQueue } from '../jobs/index.js';
import { displayName, type RepoAddress, type RepoGate, type RepoHandle } from '../repository/index.js';
import type { UsageService } from '../usage/index.js';

/** Removes a deleted repository's storage. */
export const PURGE_REPO_JOB = defineJob('repo.purge', {
  payload: Type.Object({ repoId: Type.String(), dir: Type.String() }),
  concurrency: 2,
  leaseMs: 60_000,
});

/** The empty tree, which the initial commit points at. */
const EMPTY_TREE_OBJECT = { type: 'tree' as const, data: Buffer.alloc(0) };

export type { RepoAddress };

export interface CreateRepoInput {
  slug: string;
  namespace?: string | null | undefined;
  description?: string | undefined;
  visibility?: Visibility | undefined;
  default_branch?: string | undefined;
  init?: boolean | undefined;
  is_template?: boolean | undefined;
  auto_index?: boolean | undefined;
}

export interface UpdateRepoInput {
  description?: string | undefined;
  visibility?: Visibility | undefined;
  default_branch?: string | undefined;
  is_template?: boolean | undefined;
}

export interface ListReposInput {
  limit?: number | undefined;
  offset?: number | undefined;
  cursor?: string | undefined;
  namespace?: string | undefined;
  is_template?: boolean | undefined;
}

export interface RepoDeps {
  store: Store;
  clock: Clock;
  events: EventBus;
  jobs: JobQueue;
  usage: UsageService;
  gate: RepoGate;
  /** Drops cached readers of a repository whose storage goes away. */
  evictReaders: (repoId: string) => Promise<void>;
  repoDir: (repoId: string) => string;
}

function checkDescription(description: string | undefined): void {
  if (description !== undefined && description.length > LIMITS.description) {
    throw invalid(`description must be at most ${LIMITS.description} characters`);
  }
}

export class RepoService {
  constructor(private readonly deps: RepoDeps) {
    deps.jobs.register(PURGE_REPO_JOB, async ({ repoId, dir }) => {
      await deps.evictReaders(repoId);
      await removeRepoStorage(dir);
    });
  }

  async create(principal: Principal, input: CreateRepoInput): Promise<Repo> {
    assertSlug(input.slug, 'slug');
    if (input.namespace != null) assertSlug(input.namespace, 'namespace');
    checkDescription(input.description);
    if (input.default_branch !== undefined) assertBranchName(input.default_branch, 'default_branch');
    await this.deps.usage.assertCanCreateRepo(principal.org);
    const now = this.deps.clock.now();
    const stamp = new Date(now).toISOString();
    const repo = await this.deps.store.repos.create({
      id: newId('repo', now),
      orgId: principal.org.id,
      namespace: input.namespace ?? null,
      slug: input.slug,
      description: input.description ?? '',
      visibility: input.visibility ?? 'private',
      defaultBranch: input.default_branch ?? 'main',
      isTemplate: input.is_template ?? false,
      autoIndex: input.auto_index ?? false,
      forkedFrom: null,
      forkMode: null,
      forkDepth: 0,
      forkRoot: null,
      networkId: null,
      createdAt: stamp,
      updatedAt: stamp,
    });
    const handle = this.deps.gate.internal(repo);
    // the initial commit is made by the one commit writer, and lands together with the repository itself
    const initial = input.init === false ? null : handle.writer.build({ tree: EMPTY_TREE_OID, parents: [], message: 'Initial commit', objects: [EMPTY_TREE_OBJECT] });
    try {
      await initBareRepo(handle.dir, { defaultBranch: repo.defaultBranch, ...(initial ? { seed: { objects: initial.objects, tip: initial.sha } } : {}) });
    } catch (error) {
      await this.deps.store.repos.delete(repo.id);
      await removeRepoStorage(handle.dir);
      throw error;
    }
    this.deps.events.publish({ type: 'repo.created', orgId: repo.orgId, repoId: repo.id, at: now });
    if (initial) handle.writer.announce(`refs/heads/${repo.defaultBranch}`, null, initial.sha, 'api', initial);
    return repo;
  }

  /** The repository for a read of its record (GET): any permission the caller has on it. */
  async get(caller: Caller, address: RepoAddress): Promise<{ repo: Repo; isEmpty: boolean }> {
    const handle = await this.deps.gate.open(caller, address, 'read');
    return { repo: handle.repo, isEmpty: handle.isEmpty() };
  }

  /** get() answered without waiting when the row is cached; undefined when the store must be asked. */
  getCached(principal: Principal, address: RepoAddress): { repo: Repo; isEmpty: boolean } | undefined {
    const handle = this.deps.gate.openCached(principal, address, 'read');
    return handle && { repo: handle.repo, isEmpty: handle.isEmpty() };
  }

  async list(principal: Principal, input: ListReposInput): Promise<{ repos: Repo[]; limit: number; offset: number; nextCursor: string | null }> {
    const limit = input.limit ?? LIMITS.pagination.repos.default;
    const offset = input.offset ?? 0;
    let afterId: string | undefined;
    if (input.cursor !== undefined) {
      const decoded = decodeCursor(input.cursor);
      if (!decoded || typeof decoded.after !== 'string') throw invalid('cursor is not valid');
      afterId = decoded.after;
    }
    if (input.namespace !== undefined && input.namespace !== '') assertSlug(input.namespace, 'namespace');
    const rows = await this.deps.store.repos.list({
      orgId: principal.org.id,
      namespace: input.namespace,
      isTemplate: input.is_template,
      afterId,
      offset: afterId === undefined ? offset : 0,
      limit,
    });
    const visible = rows.filter((repo) => permissionOn(principal, repo) !== 'none');
    const page = visible.slice(0, limit);
    const last = page[page.length - 1];
    const nextCursor = rows.length > limit && last ? encodeCursor({ after: last.id }) : null;
    return { repos: page, limit, offset, nextCursor };
  }

  async update(principal: Principal, address: RepoAddress, input: UpdateRepoInput): Promise<Repo> {
    const handle = await this.deps.gate.open(principal, address, 'master');
    const repo = handle.repo;
    checkDescription(input.description);
    const patch = {
      ...(input.description !== undefined && input.description !== repo.description ? { description: input.description } : {}),
      ...(input.visibility !== undefined && input.visibility !== repo.visibility ? { visibility: input.visibility } : {}),
      ...(input.is_template !== undefined && input.is_template !== repo.isTemplate ? { isTemplate: input.is_template } : {}),
      ...(input.default_branch !== undefined && input.default_branch !== repo.defaultBranch ? { defaultBranch: input.default_branch } : {}),
    };
    // nothing changes: nothing is written, and updated_at stays
    if (Object.keys(patch).length === 0) return repo;
    if (patch.defaultBranch !== undefined) await this.#moveDefaultBranch(handle, patch.defaultBranch);
    const updated = await this.deps.store.repos.update(repo.id, { ...patch, updatedAt: new Date(this.deps.clock.now()).toISOString() });
    if (!updated) throw notFound(`repository '${displayName(address)}'`);
    return updated;
  }

  /** The default branch must exist (unless the repository has no branch at all); git's HEAD follows it. */
  async #moveDefaultBranch(handle: RepoHandle, branch: string): Promise<void> {
    assertBranchName(branch, 'default_branch');
    if (!handle.isEmpty() && (await handle.readRef(`refs/heads/${branch}`)) === null) {
      throw new AppError('UNPROCESSABLE', `default_branch '${branch}' does not exist: create the branch first`);
    }
    await handle.writer.setHead(branch);
  }

  /**
   * Invisible at once (the row goes); the bare repository is removed by a background job. A member of a
   * fork network takes only its own directory with it: the shared pool stays for the other members, and a
   * sweep of the network (which removes the pool once no member is left) is queued.
   */
  async delete(principal: Principal, address: RepoAddress): Promise<Repo> {
    const { repo } = await this.deps.gate.open(principal, address, 'master');
    // the network is read fresh: a fork may have made this repository a member after it was cached
    const networkId = (await this.deps.store.repos.findById(repo.id))?.networkId ?? null;
    await this.deps.store.repos.delete(repo.id);
    await this.deps.jobs.enqueue(PURGE_REPO_JOB, { repoId: repo.id, dir: this.deps.repoDir(repo.id) });
    if (networkId !== null) await this.deps.jobs.enqueue(FORK_SWEEP_JOB, { networkId, reason: 'member-deleted' });
    this.deps.events.publish({
      type: 'repo.deleted',
      orgId: repo.orgId,
      repoId: repo.id,
      at: this.deps.clock.now(),
      namespace: repo.namespace,
      slug: repo.slug,
    });
    return repo;
  }
}
