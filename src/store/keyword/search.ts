import { type Kysely, sql } from 'kysely';
import type { KeywordHit, KeywordQuery } from './types.js';

interface Row {
  path: string;
  blob_sha: string;
  start_line: number;
  end_line: number;
  score: number;
}

const toHit = (row: Row): KeywordHit => ({
  path: row.path,
  blobSha: row.blob_sha,
  startLine: Number(row.start_line),
  endLine: Number(row.end_line),
  score: Number(row.score),
});

/** An FTS5 query: each term a quoted string (a run of trigrams, i.e. a substring), any of them. */
export function ftsExpression(query: KeywordQuery): string {
  return query.terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(' OR ');
}

/** SQLite: the FTS5 trigram index finds the chunks, bm25 ranks them (FTS5's bm25 is lower-is-better). */
export async function searchSqlite(db: Kysely<unknown>, repoId: string, branch: string, query: KeywordQuery, limit: number): Promise<KeywordHit[]> {
  const { rows } = await sql<Row>`
    SELECT f.path, c.blob_sha, c.start_line, c.end_line, -bm25(keyword_fts) AS score
    FROM keyword_fts
    JOIN keyword_chunks c ON c.id = keyword_fts.rowid
    JOIN keyword_files f ON f.blob_sha = c.blob_sha AND f.repo_id = ${repoId} AND f.branch = ${branch}
    WHERE keyword_fts MATCH ${ftsExpression(query)}
    ORDER BY bm25(keyword_fts)
    LIMIT ${limit}`.execute(db);
  return rows.map(toHit);
}

/** A tsquery literal for a term as a word or a word's beginning, quoted so that no character of it is syntax. */
const prefixQuery = (term: string) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}':*`;

/** Chunks a PostgreSQL search considers at most (the word index finds them). */
const MAX_CANDIDATES = 20_000;
/** Of those, the ones bm25 is computed for: the best by the idf of the distinct terms they hold. */
const RERANKED = 300;

/**
 * PostgreSQL: the GIN index over each chunk's words finds the chunks holding any term as a word or the start of
 * one (`header` finds `parseHeaders` by its part `headers`), without reading their text; that scan runs first, on
 * its own (a join planned around it would repeat it per file), and the branch's files are joined to its result. Ranking in two steps, so
 * the costly counting runs on few chunks: first by the summed idf of the distinct terms a chunk holds (tested on
 * its words), then the best RERANKED by bm25 (k1 1.2, b 0.75) over substring counts in the lower-cased text.
 * Document frequencies are taken among the branch's matching chunks and N is its chunk count: the same model as
 * FTS5's, so both stores order alike.
 */
export async function searchPostgres(db: Kysely<unknown>, repoId: string, branch: string, query: KeywordQuery, limit: number): Promise<KeywordHit[]> {
  const terms = query.terms;
  const any = terms.map(prefixQuery).join(' | ');
  const has = terms.map((term, i) => sql`(c.words @@ ${prefixQuery(term)}::tsquery) AS ${sql.ref(`p${i}`)}`);
  const dfColumns = terms.map((_, i) => sql`count(*) FILTER (WHERE ${sql.ref(`p${i}`)})::float8 AS ${sql.ref(`df${i}`)}`);
  const idf = (i: number) => sql`ln(1 + (greatest(n, cnt) - ${sql.ref(`df${i}`)} + 0.5) / (${sql.ref(`df${i}`)} + 0.5))`;
  const coarse = terms.map((_, i) => sql`CASE WHEN ${sql.ref(`p${i}`)} THEN ${idf(i)} ELSE 0 END`);
  const tfColumns = terms.map((term, i) => sql`((length(c.lbody) - length(replace(c.lbody, ${term}, ''))) / length(${term}))::float8 AS ${sql.ref(`tf${i}`)}`);
  const parts = terms.map((_, i) => {
    const t = sql.ref(`tf${i}`);
    return sql`${idf(i)} * ${t} * 2.2 / (${t} + 1.2 * (0.25 + 0.75 * len / greatest(avgl, 1)))`;
  });

  const { rows } = await sql<Row>`
    WITH hits AS MATERIALIZED (
      SELECT c.id, c.blob_sha, c.start_line, c.end_line, c.chars::float8 AS len, ${sql.join(has)}
      FROM keyword_chunks c
      WHERE c.words @@ ${any}::tsquery
    ), cand AS MATERIALIZED (
      SELECT hits.*, f.path FROM hits
      JOIN keyword_files f ON f.blob_sha = hits.blob_sha AND f.repo_id = ${repoId} AND f.branch = ${branch}
      LIMIT ${MAX_CANDIDATES}
    ), stats AS MATERIALIZED (
      SELECT ${sql.join(dfColumns)}, avg(len) AS avgl, count(*)::float8 AS cnt,
        coalesce((SELECT chunks_count FROM keyword_branches WHERE repo_id = ${repoId} AND branch = ${branch}), 0)::float8 AS n
      FROM cand
    ), pre AS MATERIALIZED (
      SELECT cand.id, cand.path, cand.blob_sha, cand.start_line, cand.end_line, cand.len
      FROM cand, stats
      ORDER BY (${sql.join(coarse, sql` + `)}) DESC, cand.len
      LIMIT ${RERANKED}
    ), counted AS (
      SELECT pre.*, ${sql.join(tfColumns)} FROM pre JOIN keyword_chunks c ON c.id = pre.id
    )
    SELECT path, blob_sha, start_line, end_line, (${sql.join(parts, sql` + `)}) AS score
    FROM counted, stats
    ORDER BY score DESC, path, start_line
    LIMIT ${limit}`.execute(db);
  return rows.map(toHit);
}
