import { invalid, notFound } from '../../domain/errors.js';
import { LIMITS } from '../../domain/limits.js';
import { assertSlug, isValidSlug } from '../../domain/slug.js';
import type { Repo } from '../../domain/types.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import type { Store } from '../../store/index.js';
import type { RepoAddress, RepoGate } from '../repository/index.js';

export interface PublicRepoDeps {
  store: Store;
  gate: RepoGate;
}

/**
 * Anonymous reads of public repositories, addressed by organization slug. Everything else (private
 * repositories, unknown organizations, writes) looks exactly like "not found".
 */
export class PublicRepoService {
  constructor(private readonly deps: PublicRepoDeps) {}

  async #org(orgSlug: string) {
    const org = isValidSlug(orgSlug) ? await this.deps.store.orgs.findBySlug(orgSlug) : undefined;
    if (!org) throw notFound(`organization '${orgSlug}'`);
    return org;
  }

  /** The repository when it is public, and whether it is empty; 404 otherwise (the same answer for private and missing). */
  async get(orgSlug: string, address: RepoAddress): Promise<{ repo: Repo; isEmpty: boolean }> {
    const handle = await this.deps.gate.open({ publicOrg: orgSlug }, address, 'read');
    return { repo: handle.repo, isEmpty: handle.isEmpty() };
  }

  async list(orgSlug: string, query: { limit?: number | undefined; cursor?: string | undefined; namespace?: string | undefined }) {
    const org = await this.#org(orgSlug);
    const limit = query.limit ?? LIMITS.pagination.repos.default;
    let afterId: string | undefined;
    if (query.cursor !== undefined) {
      const decoded = decodeCursor(query.cursor);
      if (!decoded || typeof decoded.after !== 'string') throw invalid('cursor is not valid');
      afterId = decoded.after;
    }
    if (query.namespace !== undefined) assertSlug(query.namespace, 'namespace');
    const repos: Repo[] = [];
    let more = false;
    // Walk the organization's repositories in id order, keeping the public ones, until the page is full.
    for (let after = afterId; ; ) {
      const rows = await this.deps.store.repos.list({ orgId: org.id, namespace: query.namespace, afterId: after, offset: 0, limit: 200 });
      for (const repo of rows.slice(0, 200)) {
        if (repo.visibility !== 'public') continue;
        if (repos.length === limit) {
          more = true;
          break;
        }
        repos.push(repo);
      }
      if (more || rows.length <= 200) break;
      after = rows[199]!.id;
    }
    const last = repos[repos.length - 1];
    return { org, repos, limit, next_cursor: more && last ? encodeCursor({ after: last.id }) : null };
  }
}
