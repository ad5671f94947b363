/**
 * Semantic index bookkeeping (the vectors themselves are in ./vectors/): per repository the index scopes with
 * their path prefix ('' is the default index), and per (scope, branch) a tracking record with the status and
 * batch progress that `GET …/index/status` shows.
 */
import type { Kysely } from 'kysely';

export type SemanticStatus = 'pending' | 'indexing' | 'ready' | 'failed';

export interface SemanticScope {
  repoId: string;
  /** '' for the default index. */
  scope: string;
  pathPrefix: string | null;
  createdAt: string;
}

export interface SemanticRecord {
  repoId: string;
  scope: string;
  branch: string;
  status: SemanticStatus;
  lastCommitSha: string | null;
  chunksCount: number;
  totalBatches: number;
  processedBatches: number;
  indexedAt: string | null;
  error: string | null;
  updatedAt: string;
}

interface ScopesTable {
  repo_id: string;
  scope: string;
  path_prefix: string | null;
  created_at: string;
}

interface IndexesTable {
  repo_id: string;
  scope: string;
  branch: string;
  status: string;
  last_commit_sha: string | null;
  chunks_count: number;
  total_batches: number;
  processed_batches: number;
  indexed_at: string | null;
  error: string | null;
  updated_at: string;
}

interface Tables {
  semantic_scopes: ScopesTable;
  semantic_indexes: IndexesTable;
}

function toRecord(r: IndexesTable): SemanticRecord {
  return {
    repoId: r.repo_id,
    scope: r.scope,
    branch: r.branch,
    status: r.status as SemanticStatus,
    lastCommitSha: r.last_commit_sha,
    chunksCount: Number(r.chunks_count),
    totalBatches: Number(r.total_batches),
    processedBatches: Number(r.processed_batches),
    indexedAt: r.indexed_at,
    error: r.error,
    updatedAt: r.updated_at,
  };
}

export type RecordPatch = Partial<Pick<SemanticRecord, 'status' | 'lastCommitSha' | 'chunksCount' | 'totalBatches' | 'processedBatches' | 'indexedAt' | 'error'>>;

export class SemanticStore {
  readonly #db: Kysely<Tables>;

  constructor(db: Kysely<unknown>) {
    this.#db = db as Kysely<Tables>;
  }

  async scope(repoId: string, scope: string): Promise<SemanticScope | undefined> {
    const r = await this.#db.selectFrom('semantic_scopes').selectAll().where('repo_id', '=', repoId).where('scope', '=', scope).executeTakeFirst();
    return r ? { repoId: r.repo_id, scope: r.scope, pathPrefix: r.path_prefix, createdAt: r.created_at } : undefined;
  }

  async scopes(repoId: string): Promise<SemanticScope[]> {
    const rows = await this.#db.selectFrom('semantic_scopes').selectAll().where('repo_id', '=', repoId).orderBy('scope').execute();
    return rows.map((r) => ({ repoId: r.repo_id, scope: r.scope, pathPrefix: r.path_prefix, createdAt: r.created_at }));
  }

  /** Creates or updates a scope's path prefix (undefined keeps the stored one). */
  async upsertScope(repoId: string, scope: string, pathPrefix: string | null | undefined, now: string): Promise<SemanticScope> {
    const existing = await this.scope(repoId, scope);
    if (!existing) {
      await this.#db
        .insertInto('semantic_scopes')
        .values({ repo_id: repoId, scope, path_prefix: pathPrefix ?? null, created_at: now })
        .onConflict((oc) => oc.columns(['repo_id', 'scope']).doNothing())
        .execute();
    } else if (pathPrefix !== undefined) {
      await this.#db.updateTable('semantic_scopes').set({ path_prefix: pathPrefix }).where('repo_id', '=', repoId).where('scope', '=', scope).execute();
    }
    return (await this.scope(repoId, scope))!;
  }

  async deleteScope(repoId: string, scope: string): Promise<void> {
    await this.#db.deleteFrom('semantic_indexes').where('repo_id', '=', repoId).where('scope', '=', scope).execute();
    await this.#db.deleteFrom('semantic_scopes').where('repo_id', '=', repoId).where('scope', '=', scope).execute();
  }

  async deleteAll(repoId: string): Promise<void> {
    await this.#db.deleteFrom('semantic_indexes').where('repo_id', '=', repoId).execute();
    await this.#db.deleteFrom('semantic_scopes').where('repo_id', '=', repoId).execute();
  }

  async record(repoId: string, scope: string, branch: string): Promise<SemanticRecord | undefined> {
    const r = await this.#db
      .selectFrom('semantic_indexes')
      .selectAll()
      .where('repo_id', '=', repoId)
      .where('scope', '=', scope)
      .where('branch', '=', branch)
      .executeTakeFirst();
    return r ? toRecord(r) : undefined;
  }

  async records(repoId: string, scope?: string): Promise<SemanticRecord[]> {
    let q = this.#db.selectFrom('semantic_indexes').selectAll().where('repo_id', '=', repoId);
    if (scope !== undefined) q = q.where('scope', '=', scope);
    return (await q.orderBy('scope').orderBy('branch').execute()).map(toRecord);
  }

  /** Marks a (scope, branch) as waiting for a run, keeping what the last run recorded. */
  async markPending(repoId: string, scope: string, branch: string, now: string): Promise<void> {
    await this.#db
      .insertInto('semantic_indexes')
      .values({
        repo_id: repoId, scope, branch, status: 'pending', last_commit_sha: null, chunks_count: 0,
        total_batches: 0, processed_batches: 0, indexed_at: null, error: null, updated_at: now,
      })
      .onConflict((oc) => oc.columns(['repo_id', 'scope', 'branch']).doUpdateSet({ status: 'pending', error: null, updated_at: now }))
      .execute();
  }

  /** Updates a record; false when it is gone (deleted while the run went on). */
  async update(repoId: string, scope: string, branch: string, patch: RecordPatch, now: string): Promise<boolean> {
    const set: Partial<IndexesTable> = { updated_at: now };
    if (patch.status !== undefined) set.status = patch.status;
    if (patch.lastCommitSha !== undefined) set.last_commit_sha = patch.lastCommitSha;
    if (patch.chunksCount !== undefined) set.chunks_count = patch.chunksCount;
    if (patch.totalBatches !== undefined) set.total_batches = patch.totalBatches;
    if (patch.processedBatches !== undefined) set.processed_batches = patch.processedBatches;
    if (patch.indexedAt !== undefined) set.indexed_at = patch.indexedAt;
    if (patch.error !== undefined) set.error = patch.error;
    const result = await this.#db
      .updateTable('semantic_indexes')
      .set(set)
      .where('repo_id', '=', repoId)
      .where('scope', '=', scope)
      .where('branch', '=', branch)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteRecord(repoId: string, scope: string, branch: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('semantic_indexes').where('repo_id', '=', repoId).where('scope', '=', scope).where('branch', '=', branch).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
