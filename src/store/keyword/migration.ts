import { type Kysely, SqliteAdapter, sql } from 'kysely';

/** Whether the migration runs on SQLite (else PostgreSQL): the keyword index is the one dialect-specific table. */
export function onSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * The keyword index (docs/adr/0011-keyword-index.md). Chunks are keyed by blob SHA, so a blob's text is
 * indexed once whatever repositories, branches and paths hold it; `keyword_files` says which blob sits at
 * which path of an indexed branch, `keyword_branches` which commit that is.
 *
 * SQLite: an FTS5 table with the trigram tokenizer (substring matches for identifiers, bm25 ranking).
 * PostgreSQL: a GIN trigram index (pg_trgm) over a lower-cased copy of the text; without the extension the table is
 * still created and searched, only without the index (logged as a warning at start).
 */
export async function keywordMigration(db: Kysely<unknown>): Promise<void> {
  const sqlite = onSqlite(db);
  await db.schema
    .createTable('keyword_blobs')
    .addColumn('blob_sha', 'text', (c) => c.primaryKey())
    .addColumn('chunks', 'integer', (c) => c.notNull())
    .addColumn('indexed_at', 'text', (c) => c.notNull())
    .execute();
  if (sqlite) {
    await sql`CREATE TABLE keyword_chunks (id INTEGER PRIMARY KEY, blob_sha TEXT NOT NULL, start_line INTEGER NOT NULL, end_line INTEGER NOT NULL)`.execute(db);
    // contentless: the text itself is read back from git for the results shown (a third less space)
    await sql`CREATE VIRTUAL TABLE keyword_fts USING fts5(body, tokenize = 'trigram', content = '', contentless_delete = 1)`.execute(db);
  } else {
    // lbody: the text lower-cased once at write time (lower() per row and term at query time cost more than the
    // rest of the query); the text as written is read back from git for the results shown
    await sql`CREATE TABLE keyword_chunks (id BIGSERIAL PRIMARY KEY, blob_sha TEXT NOT NULL, start_line INTEGER NOT NULL,
      end_line INTEGER NOT NULL, lbody TEXT NOT NULL)`.execute(db);
    const trgm = await trigramSchema(db);
    if (trgm) {
      await sql`CREATE INDEX keyword_chunks_trgm ON keyword_chunks USING gin (lbody ${sql.raw(`"${trgm}".gin_trgm_ops`)})`.execute(db);
    }
  }
  await db.schema.createIndex('keyword_chunks_blob').on('keyword_chunks').column('blob_sha').execute();
  await db.schema
    .createTable('keyword_files')
    .addColumn('repo_id', 'text', (c) => c.notNull().references('repos.id').onDelete('cascade'))
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('blob_sha', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('keyword_files_pk', ['repo_id', 'branch', 'path'])
    .execute();
  await db.schema.createIndex('keyword_files_blob').on('keyword_files').columns(['blob_sha', 'repo_id', 'branch']).execute();
  await db.schema
    .createTable('keyword_branches')
    .addColumn('repo_id', 'text', (c) => c.notNull().references('repos.id').onDelete('cascade'))
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('commit_sha', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('files_count', 'integer', (c) => c.notNull())
    .addColumn('chunks_count', 'integer', (c) => c.notNull())
    .addColumn('indexed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('keyword_branches_pk', ['repo_id', 'branch'])
    .execute();
}

/** The schema pg_trgm lives in, installing it when allowed; null when it cannot be had. */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
  const find = async () =>
    (await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'pg_trgm'`.execute(db)).rows[0]?.schema ?? null;
  const found = await find();
  if (found) return found;
  // the migration runs in a transaction: a refused CREATE EXTENSION must not abort it
  await sql`SAVEPOINT keyword_trgm`.execute(db);
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`RELEASE SAVEPOINT keyword_trgm`.execute(db);
  } catch {
    await sql`ROLLBACK TO SAVEPOINT keyword_trgm`.execute(db);
    return null;
  }
  return find();
}

/**
 * PostgreSQL: a word index beside the lower-cased text (docs/adr/0011-keyword-index.md, "PostgreSQL words"). A
 * chunk's words (identifiers, their parts, dotted names) are a `tsvector` with a GIN index, which finds the
 * chunks holding a term by word or word prefix without reading any text; the trigram index it replaces had every
 * candidate re-checked against the text. `chars` is the text's length, so ranking needs no text until the few
 * chunks whose terms are counted. Rows indexed before get their words from the lower-cased text (whole
 * tokens, snake_case and dotted parts; camelCase parts come with the next index run of their blob). SQLite keeps
 * FTS5: nothing to do there.
 */
export async function keywordWordsMigration(db: Kysely<unknown>): Promise<void> {
  if (onSqlite(db)) return;
  await sql`ALTER TABLE keyword_chunks ADD COLUMN words tsvector, ADD COLUMN chars integer`.execute(db);
  await sql`UPDATE keyword_chunks SET chars = length(lbody), words = to_tsvector('simple', lbody)
    || array_to_tsvector(array_remove(regexp_split_to_array(lbody, '[^a-z0-9_$]+'), ''))`.execute(db);
  await sql`ALTER TABLE keyword_chunks ALTER COLUMN words SET NOT NULL, ALTER COLUMN chars SET NOT NULL`.execute(db);
  await sql`CREATE INDEX keyword_chunks_words ON keyword_chunks USING gin (words)`.execute(db);
  await sql`DROP INDEX IF EXISTS keyword_chunks_trgm`.execute(db);
}
