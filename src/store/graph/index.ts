import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/**
 * Code-graph storage, per repository and branch: one status row (SPEC "Index status" fields, plus the
 * community assignment), and one row per indexed file holding what extraction found in it (its nodes follow
 * from that) and the edges resolved from it. Rows are per file so an incremental update rewrites only the files that changed;
 * the payload columns are opaque text the graph service encodes (compressed JSON), since every query is a
 * traversal done in memory over the whole graph (docs/adr/0013-code-graph.md).
 */
export interface GraphIndexesTable {
  repo_id: string;
  branch: string;
  status: string;
  last_commit_sha: string | null;
  nodes_count: number;
  edges_count: number;
  total_batches: number;
  processed_batches: number;
  indexed_at: string | null;
  error: string | null;
  communities: string | null;
  updated_at: string;
}

export interface GraphFilesTable {
  repo_id: string;
  branch: string;
  path: string;
  blob_sha: string;
  extract: string;
  edges: string;
}

interface GraphDatabase extends Database {
  graph_indexes: GraphIndexesTable;
  graph_files: GraphFilesTable;
}

export type GraphIndexStatus = 'not_indexed' | 'pending' | 'indexing' | 'ready' | 'failed';

export interface GraphIndexRecord {
  repoId: string;
  branch: string;
  status: GraphIndexStatus;
  lastCommitSha: string | null;
  nodesCount: number;
  edgesCount: number;
  totalBatches: number;
  processedBatches: number;
  indexedAt: string | null;
  error: string | null;
  updatedAt: string;
}

export interface GraphFileRow {
  path: string;
  blobSha: string;
  /** What extraction found in the file (its nodes are derived from it). */
  extract: string;
  /** The edges resolved from the file's references. */
  edges: string;
}

export type GraphIndexPatch = Partial<Omit<GraphIndexRecord, 'repoId' | 'branch'>> & { updatedAt: string };

function toRecord(row: GraphIndexesTable): GraphIndexRecord {
  return {
    repoId: row.repo_id,
    branch: row.branch,
    status: row.status as GraphIndexStatus,
    lastCommitSha: row.last_commit_sha,
    nodesCount: Number(row.nodes_count),
    edgesCount: Number(row.edges_count),
    totalBatches: Number(row.total_batches),
    processedBatches: Number(row.processed_batches),
    indexedAt: row.indexed_at,
    error: row.error,
    updatedAt: row.updated_at,
  };
}

const COLUMNS: Record<keyof Omit<GraphIndexPatch, never>, keyof GraphIndexesTable> = {
  status: 'status',
  lastCommitSha: 'last_commit_sha',
  nodesCount: 'nodes_count',
  edgesCount: 'edges_count',
  totalBatches: 'total_batches',
  processedBatches: 'processed_batches',
  indexedAt: 'indexed_at',
  error: 'error',
  updatedAt: 'updated_at',
};

export class GraphStore {
  readonly #db: Kysely<GraphDatabase>;

  constructor(db: Kysely<Database>) {
    this.#db = db as unknown as Kysely<GraphDatabase>;
  }

  async getIndex(repoId: string, branch: string): Promise<GraphIndexRecord | null> {
    const row = await this.#db.selectFrom('graph_indexes').selectAll().where('repo_id', '=', repoId).where('branch', '=', branch).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async listIndexes(repoId: string): Promise<GraphIndexRecord[]> {
    const rows = await this.#db.selectFrom('graph_indexes').selectAll().where('repo_id', '=', repoId).orderBy('branch').execute();
    return rows.map(toRecord);
  }

  /** Creates the branch's status row or updates the given fields of it. */
  async saveIndex(repoId: string, branch: string, patch: GraphIndexPatch): Promise<void> {
    const values: Partial<GraphIndexesTable> = {};
    for (const [key, column] of Object.entries(COLUMNS)) {
      const value = (patch as Record<string, unknown>)[key];
      if (value !== undefined) (values as Record<string, unknown>)[column] = value;
    }
    await this.#db
      .insertInto('graph_indexes')
      .values({
        repo_id: repoId, branch, status: 'pending', last_commit_sha: null, nodes_count: 0, edges_count: 0, total_batches: 0,
        processed_batches: 0, indexed_at: null, error: null, communities: null, ...values, updated_at: patch.updatedAt,
      })
      .onConflict((oc) => oc.columns(['repo_id', 'branch']).doUpdateSet(values))
      .execute();
  }

  async communities(repoId: string, branch: string): Promise<string | null> {
    const row = await this.#db.selectFrom('graph_indexes').select('communities').where('repo_id', '=', repoId).where('branch', '=', branch).executeTakeFirst();
    return row?.communities ?? null;
  }

  /** Path → blob SHA of every file indexed for the branch. */
  async fileShas(repoId: string, branch: string): Promise<Map<string, string>> {
    const rows = await this.#db.selectFrom('graph_files').select(['path', 'blob_sha']).where('repo_id', '=', repoId).where('branch', '=', branch).execute();
    return new Map(rows.map((r) => [r.path, r.blob_sha]));
  }

  async files(repoId: string, branch: string): Promise<GraphFileRow[]> {
    const rows = await this.#db.selectFrom('graph_files').selectAll().where('repo_id', '=', repoId).where('branch', '=', branch).orderBy('path').execute();
    return rows.map((r) => ({ path: r.path, blobSha: r.blob_sha, extract: r.extract, edges: r.edges }));
  }

  /**
   * One update of a branch's graph, in one transaction: files written (added or changed), files removed, and
   * the status row with its community assignment, so readers never see half an update.
   */
  async applyUpdate(repoId: string, branch: string, update: { upserts: GraphFileRow[]; deletes: string[]; communities: string | null; index: GraphIndexPatch }): Promise<void> {
    await this.#db.transaction().execute(async (tx) => {
      for (let i = 0; i < update.deletes.length; i += 500) {
        await tx.deleteFrom('graph_files').where('repo_id', '=', repoId).where('branch', '=', branch).where('path', 'in', update.deletes.slice(i, i + 500)).execute();
      }
      for (const row of update.upserts) {
        const values = { blob_sha: row.blobSha, extract: row.extract, edges: row.edges };
        await tx
          .insertInto('graph_files')
          .values({ repo_id: repoId, branch, path: row.path, ...values })
          .onConflict((oc) => oc.columns(['repo_id', 'branch', 'path']).doUpdateSet(values))
          .execute();
      }
      await new GraphStore(tx as unknown as Kysely<Database>).saveIndex(repoId, branch, update.index);
      await tx.updateTable('graph_indexes').set({ communities: update.communities }).where('repo_id', '=', repoId).where('branch', '=', branch).execute();
    });
  }

  /** Removes a branch's graph, or every branch's; true when something was there. */
  async deleteIndex(repoId: string, branch?: string): Promise<boolean> {
    let files = this.#db.deleteFrom('graph_files').where('repo_id', '=', repoId);
    let indexes = this.#db.deleteFrom('graph_indexes').where('repo_id', '=', repoId);
    if (branch !== undefined) {
      files = files.where('branch', '=', branch);
      indexes = indexes.where('branch', '=', branch);
    }
    await files.execute();
    const result = await indexes.executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
