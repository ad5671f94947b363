/**
 * Who may touch which repository, and what each channel answers when the answer is no. The permission itself
 * is one pure function (domain/access.ts permissionOn); these decide between 401, 403 and 404 per channel.
 */
import { atLeast, permissionOn, type RepoPermission } from '../../domain/access.js';
import { forbidden, notFound, unauthorized } from '../../domain/errors.js';
import type { Principal, Repo } from '../../domain/types.js';

export interface Granted {
  repo: Repo;
  permission: RepoPermission;
}

/** Who is calling over git (Basic): a principal, nobody, or someone whose credentials were refused (and why). */
export interface GitIdentity {
  principal: Principal | null;
  refused: string | null;
}

function repoName(address: { namespace: string | null; slug: string }): string {
  return `repository '${address.namespace ? `${address.namespace}/` : ''}${address.slug}'`;
}

/**
 * REST: the lookup is within the caller's organization, so a missing repository is 404 and a refusal is about
 * the key's scope (403). Another organization's repository can never be named here.
 */
export function restPolicy(principal: Principal, repo: Repo | null, address: { namespace: string | null; slug: string }, need: RepoPermission): Granted {
  if (!repo) throw notFound(repoName(address));
  const permission = permissionOn(principal, repo);
  if (!atLeast(permission, need)) throw forbidden(`this key does not have ${need} access to the repository`);
  return { repo, permission };
}

/** Public routes: only reads, only public repositories; anything else looks exactly like "not found". */
export function publicPolicy(repo: Repo | null, address: { namespace: string | null; slug: string }, need: RepoPermission): Granted {
  if (need !== 'read') throw unauthorized('writes need an API key');
  if (!repo || permissionOn(null, repo) === 'none') throw notFound(repoName(address));
  return { repo, permission: 'read' };
}

/**
 * Git: what an anonymous caller may not see is a 401 challenge (so git asks for credentials), whether it exists
 * or not; another organization's private repository is 404; a key of the repository's own organization without
 * the needed permission is 403.
 */
export function gitPolicy(identity: GitIdentity, repo: Repo | null, need: 'read' | 'write'): Granted {
  if (identity.refused) throw unauthorized(identity.refused);
  const principal = identity.principal;
  if (!repo) {
    if (!principal) throw unauthorized('authentication required');
    throw notFound('repository');
  }
  const permission = permissionOn(principal, repo);
  if (!atLeast(permission, need)) {
    if (!principal) throw unauthorized(need === 'write' ? 'authentication required to push' : 'authentication required');
    if (permission === 'none' && principal.org.id !== repo.orgId) throw notFound('repository');
    throw forbidden(`this key does not have ${need} access to the repository`);
  }
  return { repo, permission };
}

/** The source of a fork in another organization: a public template, else "not found" (private) or 403. */
export function forkSourcePolicy(repo: Repo | null, name: string): Granted {
  if (!repo || repo.visibility !== 'public') throw notFound(`repository '${name}'`);
  if (!repo.isTemplate) throw forbidden('only public templates can be forked from another organization');
  return { repo, permission: 'read' };
}
