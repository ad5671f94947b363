import type { Principal, Repo, ScopePermission } from './types.js';

/** What a caller may do on one repository, strongest first. */
export type RepoPermission = 'master' | 'write' | 'read' | 'none';

const RANK: Record<RepoPermission, number> = { none: 0, read: 1, write: 2, master: 3 };

export function atLeast(have: RepoPermission, need: RepoPermission): boolean {
  return RANK[have] >= RANK[need];
}

function scopeGrants(scopes: Record<string, ScopePermission[]>, repo: Repo): RepoPermission {
  const names = ['repos:*', repo.namespace ? `repos:${repo.namespace}/${repo.slug}` : `repos:${repo.slug}`];
  let best: RepoPermission = 'none';
  for (const name of names) {
    const perms = scopes[name];
    if (!perms) continue;
    if (perms.includes('write')) return 'write';
    if (perms.includes('read')) best = 'read';
  }
  return best;
}

/**
 * The single access decision: the caller's permission on a repository, from the key, its scopes and the
 * repository's visibility. Anonymous callers (principal null) get read on public repositories only.
 * Write implies read (SPEC: write covers push, commit and merge, which all need to read).
 */
export function permissionOn(principal: Principal | null, repo: Repo): RepoPermission {
  const publicRead: RepoPermission = repo.visibility === 'public' ? 'read' : 'none';
  if (!principal || principal.org.id !== repo.orgId) return publicRead;
  if (principal.key.kind === 'master') return 'master';
  const granted = scopeGrants(principal.key.scopes ?? {}, repo);
  return RANK[granted] >= RANK[publicRead] ? granted : publicRead;
}
