import { assertBranchName } from '../../domain/ref-names.js';
import { rm } from 'node:fs/promises';
import { Type } from 'typebox';
import { atLeast, permissionOn, type RepoPermission } from '../../domain/access.js';
import { forbidden, invalid, notFound, unauthorized } from '../../domain/errors.js';
import { LIMITS } from '../../domain/limits.js';
import { assertSlug, isValidSlug } from '../../domain/slug.js';
import { isPublicCaller, type Caller, type Principal, type Repo, type Visibility } from '../../domain/types.js';
import type { EventBus } from '../../events/bus.js';
import { branchFile, hasAnyBranch } from '../../git/refs/branches-exist.js';
import { initBareRepo } from '../../git/repo-layout.js';
import type { Clock } from '../../infra/clock.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { newId } from '../../lib/ids.js';
import type { Store } from '../../store/index.js';
import { FORK_SWEEP_JOB } from '../forks/jobs.js';
import { defineJob, type JobQueue } from '../jobs/index.js';
import { EpochCache } from '../read-cache.js';
import type { UsageService } from '../usage/index.js';

/** Removes a deleted repository's storage. */
export const PURGE_REPO_JOB = defineJob('repo.purge', {
  payload: Type.Object({ repoId: Type.String(), dir: Type.String() }),
  concurrency: 2,
  leaseMs: 60_000,
});

/** Author and committer of commits Grove makes on its own (the initial commit). */
const GROVE_SIGNATURE = { name: 'Grove', email: 'grove@localhost', tz: '+0000' };

export interface RepoAddress {
  namespace: string | null;
  slug: string;
}

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
  repoDir: (repoId: string) => string;
  /** Called when a repository's storage goes away, so cached readers for it can be dropped. */
  onRepoRemoved: (repoDir: string) => void;
}

function cacheKey(orgId: string, address: RepoAddress): string {
  return `${orgId}/${address.namespace ?? ''}/${address.slug}`;
}

function checkDescription(description: string | undefined): void {
  if (description !== undefined && description.length > LIMITS.description) {
    throw invalid(`description must be at most ${LIMITS.description} characters`);
  }
}

function checkBranch(name: string | undefined): void {
  if (name !== undefined) assertBranchName(name, 'default_branch');
}

export class RepoService {
  readonly #byAddress: EpochCache<Repo | null>;

  constructor(private readonly deps: RepoDeps) {
    this.#byAddress = new EpochCache(deps.store);
    deps.jobs.register(PURGE_REPO_JOB, async ({ dir }) => {
      deps.onRepoRemoved(dir);
      await rm(dir, { recursive: true, force: true });
    });
  }

  async create(principal: Principal, input: CreateRepoInput): Promise<Repo> {
    assertSlug(input.slug, 'slug');
    if (input.namespace != null) assertSlug(input.namespace, 'namespace');
    checkDescription(input.description);
    checkBranch(input.default_branch);
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
    const dir = this.deps.repoDir(repo.id);
    try {
      await initBareRepo(dir, {
        defaultBranch: repo.defaultBranch,
        ...(input.init === false
          ? {}
          : { initialCommit: { message: 'Initial commit\n', author: { ...GROVE_SIGNATURE, timestamp: Math.floor(now / 1000) } } }),
      });
    } catch (error) {
      await this.deps.store.repos.delete(repo.id);
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    this.deps.events.publish({ type: 'repo.created', orgId: repo.orgId, repoId: repo.id, at: now });
    return repo;
  }

  /**
   * Finds a repository of the caller's organization and checks the caller may act on it as `need`.
   * Another organization's repository is reported as missing (404), never as forbidden.
   */
  async resolve(caller: Caller, address: RepoAddress, need: RepoPermission): Promise<{ repo: Repo; permission: RepoPermission }> {
    if (isPublicCaller(caller)) return { repo: await this.#resolvePublic(caller.publicOrg, address, need), permission: 'read' };
    const principal = caller;
    const orgId = principal.org.id;
    const repo = await this.#byAddress.get(cacheKey(orgId, address), async () =>
      (await this.deps.store.repos.find(orgId, address.namespace, address.slug)) ?? null,
    );
    return this.#grant(principal, address, repo, need);
  }

  /**
   * resolve() answered from the cache without waiting (same result, same errors), or undefined when the store
   * has to be asked. Lets hot read routes answer synchronously.
   */
  resolveCached(principal: Principal, address: RepoAddress, need: RepoPermission): { repo: Repo; permission: RepoPermission } | undefined {
    const repo = this.#byAddress.peek(cacheKey(principal.org.id, address));
    return repo === undefined ? undefined : this.#grant(principal, address, repo, need);
  }

  #grant(principal: Principal, address: RepoAddress, repo: Repo | null, need: RepoPermission): { repo: Repo; permission: RepoPermission } {
    if (!repo) throw notFound(`repository '${address.namespace ? `${address.namespace}/` : ''}${address.slug}'`);
    // The lookup is within the caller's organization, so a refusal here is about scope: 403, not 404.
    const permission = permissionOn(principal, repo);
    if (!atLeast(permission, need)) throw forbidden(`this key does not have ${need} access to the repository`);
    return { repo, permission };
  }

  /** Anonymous access: only reads, only public repositories; anything else is "not found". */
  async #resolvePublic(orgSlug: string, address: RepoAddress, need: RepoPermission): Promise<Repo> {
    if (need !== 'read') throw unauthorized('writes need an API key');
    const org = isValidSlug(orgSlug) ? await this.deps.store.orgs.findBySlug(orgSlug) : undefined;
    const repo = org ? await this.deps.store.repos.find(org.id, address.namespace, address.slug) : undefined;
    if (!repo || permissionOn(null, repo) === 'none') throw notFound(`repository '${address.namespace ? `${address.namespace}/` : ''}${address.slug}'`);
    return repo;
  }

  isEmpty(repo: Repo): boolean {
    const dir = this.deps.repoDir(repo.id);
    return !hasAnyBranch(dir, branchFile(dir, repo.defaultBranch));
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
    const { repo } = await this.resolve(principal, address, 'master');
    checkDescription(input.description);
    checkBranch(input.default_branch);
    const updated = await this.deps.store.repos.update(repo.id, {
      description: input.description,
      visibility: input.visibility,
      defaultBranch: input.default_branch,
      isTemplate: input.is_template,
      updatedAt: new Date(this.deps.clock.now()).toISOString(),
    });
    if (!updated) throw notFound(`repository '${address.slug}'`);
    return updated;
  }

  /**
   * Invisible at once (the row goes); the bare repository is removed by a background job. A member of a
   * fork network takes only its own directory with it: the shared pool stays for the other members, and a
   * sweep of the network (which removes the pool once no member is left) is queued.
   */
  async delete(principal: Principal, address: RepoAddress): Promise<Repo> {
    const { repo } = await this.resolve(principal, address, 'master');
    // the network is read fresh: a fork may have made this repository a member after it was cached
    const networkId = (await this.deps.store.repos.findById(repo.id))?.networkId ?? null;
    await this.deps.store.repos.delete(repo.id);
    await this.deps.jobs.enqueue(PURGE_REPO_JOB, { repoId: repo.id, dir: this.deps.repoDir(repo.id) });
    if (networkId !== null) await this.deps.jobs.enqueue(FORK_SWEEP_JOB, { networkId, reason: 'member-deleted' });
    this.deps.events.publish({ type: 'repo.deleted', orgId: repo.orgId, repoId: repo.id, at: this.deps.clock.now() });
    return repo;
  }
}
