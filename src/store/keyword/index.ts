import { type Kysely, sql } from 'kysely';
import { codeWords } from '../../lib/code-words.js';
import type { Dialect } from '../connect.js';
import type { KeywordBranch, KeywordChunk, KeywordFileChanges, KeywordHit, KeywordQuery, KeywordStatus } from './types.js';
import { searchPostgres, searchSqlite } from './search.js';

export type { KeywordBranch, KeywordChunk, KeywordFileChanges, KeywordHit, KeywordQuery, KeywordStatus } from './types.js';

interface KeywordTables {
  keyword_blobs: { blob_sha: string; chunks: number; indexed_at: string };
  keyword_chunks: { id?: number; blob_sha: string; start_line: number; end_line: number; lbody?: string; words?: string; chars?: number };
  keyword_files: { repo_id: string; branch: string; path: string; blob_sha: string };
  keyword_branches: {
    repo_id: string; branch: string; commit_sha: string | null; status: string; error: string | null;
    files_count: number; chunks_count: number; indexed_at: string | null; updated_at: string;
  };
}
type Db = Kysely<KeywordTables>;

/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const BATCH = 500;

function toBranch(row: KeywordTables['keyword_branches']): KeywordBranch {
  return {
    repoId: row.repo_id,
    branch: row.branch,
    commitSha: row.commit_sha,
    status: row.status as KeywordStatus,
    error: row.error,
    filesCount: Number(row.files_count),
    chunksCount: Number(row.chunks_count),
    indexedAt: row.indexed_at,
    updatedAt: row.updated_at,
  };
}

/** The keyword index: chunk text by blob SHA, the file list of each indexed branch, and search over both. */
export class KeywordStore {
  readonly #db: Db;
  constructor(db: Kysely<unknown>, readonly dialect: Dialect) {
    this.#db = db as unknown as Db;
  }

  /** Those of `shas` whose text is not indexed yet. */
  async missingBlobs(shas: readonly string[]): Promise<string[]> {
    const present = new Set<string>();
    const unique = [...new Set(shas)];
    for (let i = 0; i < unique.length; i += BATCH) {
      const rows = await this.#db.selectFrom('keyword_blobs').select('blob_sha').where('blob_sha', 'in', unique.slice(i, i + BATCH)).execute();
      for (const row of rows) present.add(row.blob_sha);
    }
    return unique.filter((sha) => !present.has(sha));
  }

  /** Indexes the text of blobs (an empty chunk list records a blob with nothing to index, e.g. binary). Idempotent. */
  async putBlobs(blobs: ReadonlyArray<{ sha: string; chunks: readonly KeywordChunk[] }>, now: string): Promise<void> {
    if (blobs.length === 0) return;
    await this.#db.transaction().execute(async (trx) => {
      const fresh = await new KeywordStore(trx as unknown as Kysely<unknown>, this.dialect).missingBlobs(blobs.map((b) => b.sha));
      const wanted = new Set(fresh);
      // indexed meanwhile by another run, or twice in this batch: skipped
      const todo = blobs.filter((blob) => wanted.delete(blob.sha));
      for (let i = 0; i < todo.length; i += BATCH) {
        const rows = todo.slice(i, i + BATCH).map((blob) => ({ blob_sha: blob.sha, chunks: blob.chunks.length, indexed_at: now }));
        await trx.insertInto('keyword_blobs').values(rows).execute();
      }
      if (this.dialect === 'postgres') {
        // one INSERT per BATCH chunks across blobs: round trips, not rows, are what a remote database charges for
        const rows = todo.flatMap((blob) =>
          blob.chunks.map((c) => ({
            blob_sha: blob.sha, start_line: c.startLine, end_line: c.endLine, lbody: c.text.toLowerCase(), chars: c.text.length,
            words: sql<string>`array_to_tsvector(${codeWords(c.text)}::text[])`,
          })),
        );
        for (let i = 0; i < rows.length; i += BATCH) await trx.insertInto('keyword_chunks').values(rows.slice(i, i + BATCH)).execute();
        return;
      }
      for (const blob of todo) {
        for (let i = 0; i < blob.chunks.length; i += BATCH) {
          const part = blob.chunks.slice(i, i + BATCH);
          const ids = await trx
            .insertInto('keyword_chunks')
            .values(part.map((c) => ({ blob_sha: blob.sha, start_line: c.startLine, end_line: c.endLine })))
            .returning('id')
            .execute();
          const values = part.map((c, j) => sql`(${ids[j]!.id}, ${c.text})`);
          await sql`INSERT INTO keyword_fts (rowid, body) VALUES ${sql.join(values)}`.execute(trx);
        }
      }
    });
  }

  async branch(repoId: string, branch: string): Promise<KeywordBranch | null> {
    const row = await this.#db.selectFrom('keyword_branches').selectAll().where('repo_id', '=', repoId).where('branch', '=', branch).executeTakeFirst();
    return row ? toBranch(row) : null;
  }

  async branches(repoId: string): Promise<KeywordBranch[]> {
    const rows = await this.#db.selectFrom('keyword_branches').selectAll().where('repo_id', '=', repoId).orderBy('branch').execute();
    return rows.map(toBranch);
  }

  /** Records that a run is wanted or under way (the indexed commit and counts stay as they are). */
  async markBranch(repoId: string, branch: string, status: KeywordStatus, error: string | null, now: string): Promise<void> {
    await this.#db
      .insertInto('keyword_branches')
      .values({ repo_id: repoId, branch, commit_sha: null, status, error, files_count: 0, chunks_count: 0, indexed_at: null, updated_at: now })
      .onConflict((oc) => oc.columns(['repo_id', 'branch']).doUpdateSet({ status, error, updated_at: now }))
      .execute();
  }

  /**
   * Moves a branch's file list to `commitSha` in one transaction and marks it ready. Returns the blobs the
   * branch no longer holds (candidates for sweepBlobs).
   */
  async applyFiles(repoId: string, branch: string, commitSha: string, changes: KeywordFileChanges, now: string): Promise<string[]> {
    return this.#db.transaction().execute(async (trx) => {
      const files = () => trx.selectFrom('keyword_files').where('repo_id', '=', repoId).where('branch', '=', branch);
      let dropped: string[];
      if (changes.replace) {
        dropped = (await files().select('blob_sha').distinct().execute()).map((r) => r.blob_sha);
        await trx.deleteFrom('keyword_files').where('repo_id', '=', repoId).where('branch', '=', branch).execute();
      } else {
        const gone = [...changes.deletes, ...changes.upserts.map((u) => u.path)];
        dropped = [];
        for (let i = 0; i < gone.length; i += BATCH) {
          const part = gone.slice(i, i + BATCH);
          dropped.push(...(await files().select('blob_sha').where('path', 'in', part).execute()).map((r) => r.blob_sha));
          await trx.deleteFrom('keyword_files').where('repo_id', '=', repoId).where('branch', '=', branch).where('path', 'in', part).execute();
        }
      }
      for (let i = 0; i < changes.upserts.length; i += BATCH) {
        const rows = changes.upserts.slice(i, i + BATCH).map((u) => ({ repo_id: repoId, branch, path: u.path, blob_sha: u.blobSha }));
        await trx.insertInto('keyword_files').values(rows).execute();
      }
      const counts = await trx
        .selectFrom('keyword_files as f')
        .innerJoin('keyword_blobs as b', 'b.blob_sha', 'f.blob_sha')
        .select([sql<number>`count(*)`.as('files'), sql<number>`coalesce(sum(b.chunks), 0)`.as('chunks')])
        .where('f.repo_id', '=', repoId)
        .where('f.branch', '=', branch)
        .executeTakeFirstOrThrow();
      const record = {
        commit_sha: commitSha, status: 'ready', error: null, files_count: Number(counts.files), chunks_count: Number(counts.chunks),
        indexed_at: now, updated_at: now,
      };
      await trx
        .insertInto('keyword_branches')
        .values({ repo_id: repoId, branch, ...record })
        .onConflict((oc) => oc.columns(['repo_id', 'branch']).doUpdateSet(record))
        .execute();
      const kept = new Set(changes.upserts.map((u) => u.blobSha));
      return [...new Set(dropped)].filter((sha) => !kept.has(sha));
    });
  }

  /** Forgets a branch (or every branch of the repository) and sweeps the blobs nothing else holds. */
  async deleteBranches(repoId: string, branch?: string): Promise<void> {
    let query = this.#db.selectFrom('keyword_files').select('blob_sha').distinct().where('repo_id', '=', repoId);
    if (branch !== undefined) query = query.where('branch', '=', branch);
    const blobs = (await query.execute()).map((r) => r.blob_sha);
    await this.#db.transaction().execute(async (trx) => {
      let files = trx.deleteFrom('keyword_files').where('repo_id', '=', repoId);
      let branches = trx.deleteFrom('keyword_branches').where('repo_id', '=', repoId);
      if (branch !== undefined) {
        files = files.where('branch', '=', branch);
        branches = branches.where('branch', '=', branch);
      }
      await files.execute();
      await branches.execute();
    });
    await this.sweepBlobs(blobs);
  }

  /** Drops the text of those blobs no indexed branch of any repository holds any more. */
  async sweepBlobs(shas: readonly string[]): Promise<number> {
    let swept = 0;
    for (let i = 0; i < shas.length; i += BATCH) {
      const part = shas.slice(i, i + BATCH);
      const held = new Set(
        (await this.#db.selectFrom('keyword_files').select('blob_sha').distinct().where('blob_sha', 'in', part).execute()).map((r) => r.blob_sha),
      );
      const orphans = part.filter((sha) => !held.has(sha));
      if (orphans.length === 0) continue;
      await this.#db.transaction().execute(async (trx) => {
        if (this.dialect === 'sqlite') {
          await sql`DELETE FROM keyword_fts WHERE rowid IN (SELECT id FROM keyword_chunks WHERE blob_sha IN (${sql.join(orphans)}))`.execute(trx);
        }
        await trx.deleteFrom('keyword_chunks').where('blob_sha', 'in', orphans).execute();
        await trx.deleteFrom('keyword_blobs').where('blob_sha', 'in', orphans).execute();
      });
      swept += orphans.length;
    }
    return swept;
  }

  /** Sweeps every blob no indexed branch holds (after a repository is deleted: its file lists went with it). */
  async sweepOrphans(): Promise<number> {
    const rows = await this.#db
      .selectFrom('keyword_blobs as b')
      .select('b.blob_sha')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('keyword_files as f').select('f.blob_sha').whereRef('f.blob_sha', '=', 'b.blob_sha'))))
      .execute();
    return this.sweepBlobs(rows.map((r) => r.blob_sha));
  }

  /** Bytes the keyword index takes on disk (tables and indexes, all repositories), or null when unknown. */
  async storageBytes(): Promise<number | null> {
    try {
      const { rows } = this.dialect === 'sqlite'
        ? await sql<{ bytes: number }>`SELECT coalesce(sum(pgsize), 0) AS bytes FROM dbstat WHERE name LIKE 'keyword%' OR name LIKE 'sqlite_autoindex_keyword%'`.execute(this.#db)
        : await sql<{ bytes: number }>`SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint AS bytes FROM pg_class c
            WHERE c.relkind = 'r' AND c.relname LIKE 'keyword%' AND c.relnamespace = current_schema()::regnamespace`.execute(this.#db);
      return Number(rows[0]?.bytes ?? 0);
    } catch {
      return null; // SQLite built without dbstat
    }
  }

  /** The best `limit` chunks of a branch's files for a query, best first. */
  async search(repoId: string, branch: string, query: KeywordQuery, limit: number): Promise<KeywordHit[]> {
    if (query.terms.length === 0) return [];
    return this.dialect === 'sqlite'
      ? searchSqlite(this.#db as unknown as Kysely<unknown>, repoId, branch, query, limit)
      : searchPostgres(this.#db as unknown as Kysely<unknown>, repoId, branch, query, limit);
  }
}
