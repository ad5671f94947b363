/**
 * The repository gate: the only way a service reaches a repository. Every channel — REST, the public
 * `/v1/orgs` routes, git smart HTTP, the source of a cross-organization fork, and background work — asks here,
 * with the caller and the permission it needs, and gets a RepoHandle or the channel's refusal. One lookup and
 * one cache (valid while the store reports no change); one 401/403/404 policy per channel (./policy.ts).
 */
import type { RepoPermission } from '../../domain/access.js';
import type { EventBus } from '../../domain/events.js';
import { isValidSlug } from '../../domain/slug.js';
import { isPublicCaller, type Caller, type Org, type Principal, type Repo } from '../../domain/types.js';
import type { Clock } from '../../infra/clock.js';
import type { Store } from '../../store/index.js';
import { EpochCache } from '../read-cache.js';
import { RepoHandle } from './handle.js';
import type { RepoObjects } from './objects.js';
import { forkSourcePolicy, gitPolicy, publicPolicy, restPolicy, type GitIdentity, type Granted } from './policy.js';
import { IMMEDIATE, type Durability } from './writer.js';

/** `[<namespace>/]<slug>` within an organization. */
export interface RepoAddress {
  namespace: string | null;
  slug: string;
}

/** `<org>[/<namespace>]/<slug>`: an address that names its organization (git URLs, public routes). */
export interface OrgRepoAddress extends RepoAddress {
  org: string;
}

export interface GateDeps {
  store: Store;
  objects: RepoObjects;
  events: EventBus;
  clock: Clock;
  /** How a principal's writes become durable (its open session may defer fsyncs to the session's flush). */
  durability: (principal: Principal) => Durability;
}

export function displayName(address: RepoAddress): string {
  return `${address.namespace ? `${address.namespace}/` : ''}${address.slug}`;
}

export class RepoGate {
  readonly #repos: EpochCache<Repo | null>;
  readonly #orgs: EpochCache<Org | null>;

  constructor(private readonly deps: GateDeps) {
    this.#repos = new EpochCache(deps.store);
    this.#orgs = new EpochCache(deps.store);
  }

  /** REST (a principal, its own organization) and public routes (an anonymous reader of one organization). */
  async open(caller: Caller, address: RepoAddress, need: RepoPermission): Promise<RepoHandle> {
    if (isPublicCaller(caller)) {
      const org = await this.#org(caller.publicOrg);
      const repo = org ? await this.#repo(org.id, address) : null;
      return this.#handle(publicPolicy(repo, address, need), null);
    }
    return this.#handle(restPolicy(caller, await this.#repo(caller.org.id, address), address, need), caller);
  }

  /** open() answered without waiting when the repository row is cached; undefined when the store must be asked. */
  openCached(principal: Principal, address: RepoAddress, need: RepoPermission): RepoHandle | undefined {
    const repo = this.#repos.peek(cacheKey(principal.org.id, address));
    if (repo === undefined) return undefined;
    return this.#handle(restPolicy(principal, repo, address, need), principal);
  }

  /** Git smart HTTP (and LFS): Basic identification, the organization in the URL, git's 401 challenge policy. */
  async openGit(identity: GitIdentity, address: OrgRepoAddress, need: 'read' | 'write'): Promise<{ handle: RepoHandle; org: Org }> {
    const org = isValidSlug(address.org) ? await this.#org(address.org) : null;
    const repo = org && isValidSlug(address.slug) && (address.namespace === null || isValidSlug(address.namespace)) ? await this.#repo(org.id, address) : null;
    return { handle: this.#handle(gitPolicy(identity, repo, need), identity.principal), org: org! };
  }

  /**
   * The source of a fork (SPEC rule 9): the caller's own organization needs read access; another organization's
   * repository must be a public template.
   */
  async openForkSource(principal: Principal, address: RepoAddress, sourceOrg: string | undefined): Promise<RepoHandle> {
    if (sourceOrg === undefined || sourceOrg === principal.org.slug) return this.open(principal, address, 'read');
    const org = isValidSlug(sourceOrg) ? await this.#org(sourceOrg) : null;
    const repo = org ? await this.#repo(org.id, address) : null;
    return this.#handle(forkSourcePolicy(repo, `${sourceOrg}/${displayName(address)}`), principal);
  }

  /** Background work Grove does on its own (maintenance, purges, indexing): full access, writes durable at once. */
  internal(repo: Repo): RepoHandle {
    return new RepoHandle(repo, 'master', this.deps.objects.dirOf(repo.id), this.deps.objects, this.deps, IMMEDIATE);
  }

  /** A repository of the caller's organization by id (for work that names repositories by id, e.g. jobs). */
  async byId(repoId: string): Promise<Repo | null> {
    return (await this.deps.store.repos.findById(repoId)) ?? null;
  }

  #handle({ repo, permission }: Granted, principal: Principal | null): RepoHandle {
    const durability = principal ? this.deps.durability(principal) : IMMEDIATE;
    return new RepoHandle(repo, permission, this.deps.objects.dirOf(repo.id), this.deps.objects, this.deps, durability);
  }

  #repo(orgId: string, address: RepoAddress): Promise<Repo | null> {
    return this.#repos.get(cacheKey(orgId, address), async () => (await this.deps.store.repos.find(orgId, address.namespace, address.slug)) ?? null);
  }

  #org(slug: string): Promise<Org | null> {
    return this.#orgs.get(slug, async () => (isValidSlug(slug) ? ((await this.deps.store.orgs.findBySlug(slug)) ?? null) : null));
  }
}

function cacheKey(orgId: string, address: RepoAddress): string {
  return `${orgId}/${address.namespace ?? ''}/${address.slug}`;
}
