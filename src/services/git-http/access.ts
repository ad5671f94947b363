import { atLeast, permissionOn, type RepoPermission } from '../../domain/access.js';
import { forbidden, notFound, unauthorized } from '../../domain/errors.js';
import { isValidSlug } from '../../domain/slug.js';
import type { Org, Principal, Repo } from '../../domain/types.js';
import type { Store } from '../../store/index.js';
import type { AuthService } from '../auth/index.js';
import { EpochCache } from '../read-cache.js';

/** `<org>[/<namespace>]/<slug>.git`, with the `.git` already removed. */
export interface GitRepoAddress {
  org: string;
  namespace: string | null;
  slug: string;
}

/** HTTP Basic credentials: user = organization slug, password = master key or scoped token. */
export interface GitCredentials {
  user: string;
  password: string;
}

/** Who is calling: a principal, nobody, or someone whose credentials were refused (and why). */
export interface GitIdentity {
  principal: Principal | null;
  refused: string | null;
}

export interface GitAccess {
  repo: Repo;
  /** The repository's organization. */
  org: Org;
  principal: Principal | null;
  permission: RepoPermission;
}

/**
 * The git endpoints' access decision, in one place: credentials → principal through AuthService (so scoped
 * tokens work as soon as they exist), then `permissionOn` like every other endpoint. What an anonymous caller
 * may not see is a 401 challenge, whether it exists or not; another organization's private repository is 404;
 * a key of the repository's own organization without the needed permission (scope) is 403.
 */
export class GitAccessControl {
  readonly #orgs: EpochCache<Org | null>;
  readonly #repos: EpochCache<Repo | null>;

  constructor(
    private readonly store: Store,
    private readonly auth: AuthService,
  ) {
    this.#orgs = new EpochCache(store);
    this.#repos = new EpochCache(store);
  }

  async identify(credentials: GitCredentials | null): Promise<GitIdentity> {
    if (!credentials) return { principal: null, refused: null };
    const principal = await this.auth.authenticate(credentials.password);
    if (!principal) return { principal: null, refused: 'invalid credentials' };
    if (principal.org.slug !== credentials.user) {
      return { principal: null, refused: 'invalid credentials: the user name must be the organization slug of the key' };
    }
    return { principal, refused: null };
  }

  async authorize(identity: GitIdentity, address: GitRepoAddress, need: 'read' | 'write'): Promise<GitAccess> {
    if (identity.refused) throw unauthorized(identity.refused);
    const principal = identity.principal;
    const found = await this.#find(address);
    if (!found) {
      if (!principal) throw unauthorized('authentication required');
      throw notFound('repository');
    }
    const permission = permissionOn(principal, found.repo);
    if (!atLeast(permission, need)) {
      if (!principal) throw unauthorized(need === 'write' ? 'authentication required to push' : 'authentication required');
      // another organization's private repository does not exist for this caller (404); in the caller's own
      // organization a refusal is about the key's scope (403), as on the REST API
      if (permission === 'none' && principal.org.id !== found.repo.orgId) throw notFound('repository');
      throw forbidden(`this key does not have ${need} access to the repository`);
    }
    return { repo: found.repo, org: found.org, principal, permission };
  }

  async #find(address: GitRepoAddress): Promise<{ repo: Repo; org: Org } | null> {
    if (!isValidSlug(address.org) || !isValidSlug(address.slug)) return null;
    if (address.namespace !== null && !isValidSlug(address.namespace)) return null;
    const org = await this.#orgs.get(address.org, async () => (await this.store.orgs.findBySlug(address.org)) ?? null);
    if (!org) return null;
    const key = `${org.id}/${address.namespace ?? ''}/${address.slug}`;
    const repo = await this.#repos.get(key, async () => (await this.store.repos.find(org.id, address.namespace, address.slug)) ?? null);
    return repo ? { repo, org } : null;
  }
}
