import type { Kysely, Selectable } from 'kysely';
import { conflict } from '../domain/errors.js';
import type { ForkedFrom, Repo, Visibility } from '../domain/types.js';
import { isUniqueViolation } from './connect.js';
import type { Database, ReposTable } from './schema.js';

function toRepo(row: Selectable<ReposTable>): Repo {
  return {
    id: row.id,
    orgId: row.org_id,
    namespace: row.namespace === '' ? null : row.namespace,
    slug: row.slug,
    description: row.description,
    visibility: row.visibility as Visibility,
    defaultBranch: row.default_branch,
    isTemplate: Number(row.is_template) === 1,
    autoIndex: Number(row.auto_index) === 1,
    forkedFrom: row.forked_from ? (JSON.parse(row.forked_from) as ForkedFrom) : null,
    forkMode: row.fork_mode === 'instant' || row.fork_mode === 'deep' ? row.fork_mode : null,
    forkDepth: Number(row.fork_depth ?? 0),
    forkRoot: row.fork_root,
    networkId: row.network_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface RepoListQuery {
  orgId: string;
  namespace?: string | undefined;
  isTemplate?: boolean | undefined;
  /** Keyset: only ids greater than this. */
  afterId?: string | undefined;
  offset: number;
  limit: number;
}

export type RepoPatch = Partial<Pick<Repo, 'description' | 'visibility' | 'defaultBranch' | 'isTemplate'>> & {
  updatedAt: string;
};

const duplicate = (repo: Pick<Repo, 'namespace' | 'slug'>) =>
  conflict(`repository '${repo.namespace ? `${repo.namespace}/` : ''}${repo.slug}' already exists`);

export class RepoStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(repo: Repo): Promise<Repo> {
    try {
      await this.db
        .insertInto('repos')
        .values({
          id: repo.id,
          org_id: repo.orgId,
          namespace: repo.namespace ?? '',
          slug: repo.slug,
          description: repo.description,
          visibility: repo.visibility,
          default_branch: repo.defaultBranch,
          is_template: repo.isTemplate ? 1 : 0,
          auto_index: repo.autoIndex ? 1 : 0,
          forked_from: repo.forkedFrom ? JSON.stringify(repo.forkedFrom) : null,
          fork_mode: repo.forkMode,
          fork_depth: repo.forkDepth,
          fork_root: repo.forkRoot,
          network_id: repo.networkId,
          created_at: repo.createdAt,
          updated_at: repo.updatedAt,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(repo);
      throw error;
    }
    return repo;
  }

  async find(orgId: string, namespace: string | null, slug: string): Promise<Repo | undefined> {
    const row = await this.db
      .selectFrom('repos')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('namespace', '=', namespace ?? '')
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row ? toRepo(row) : undefined;
  }

  async findById(id: string): Promise<Repo | undefined> {
    const row = await this.db.selectFrom('repos').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRepo(row) : undefined;
  }

  /** Returns one row more than `limit` when more exist, so callers can tell whether to hand out a cursor. */
  async list(query: RepoListQuery): Promise<Repo[]> {
    let q = this.db.selectFrom('repos').selectAll().where('org_id', '=', query.orgId);
    if (query.namespace !== undefined) q = q.where('namespace', '=', query.namespace);
    if (query.isTemplate !== undefined) q = q.where('is_template', '=', query.isTemplate ? 1 : 0);
    if (query.afterId !== undefined) q = q.where('id', '>', query.afterId);
    const rows = await q.orderBy('id').limit(query.limit + 1).offset(query.offset).execute();
    return rows.map(toRepo);
  }

  async countByOrg(orgId: string): Promise<number> {
    const row = await this.db
      .selectFrom('repos')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async listIdsByOrg(orgId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('repos').select('id').where('org_id', '=', orgId).execute();
    return rows.map((r) => r.id);
  }

  async update(id: string, patch: RepoPatch): Promise<Repo | undefined> {
    await this.db
      .updateTable('repos')
      .set({
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.visibility !== undefined ? { visibility: patch.visibility } : {}),
        ...(patch.defaultBranch !== undefined ? { default_branch: patch.defaultBranch } : {}),
        ...(patch.isTemplate !== undefined ? { is_template: patch.isTemplate ? 1 : 0 } : {}),
        updated_at: patch.updatedAt,
      })
      .where('id', '=', id)
      .execute();
    return this.findById(id);
  }

  /** Joins (or leaves, with null) an object pool. */
  async setNetwork(id: string, networkId: string | null): Promise<void> {
    await this.db.updateTable('repos').set({ network_id: networkId }).where('id', '=', id).execute();
  }

  /**
   * Joins `networkId` only if the repository is in no network yet (compare-and-set), so two concurrent
   * first forks cannot put one repository in two networks. True when this call set it.
   */
  async claimNetwork(id: string, networkId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('repos')
      .set({ network_id: networkId })
      .where('id', '=', id)
      .where('network_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async listByNetwork(networkId: string): Promise<Repo[]> {
    const rows = await this.db.selectFrom('repos').selectAll().where('network_id', '=', networkId).orderBy('id').execute();
    return rows.map(toRepo);
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('repos').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
