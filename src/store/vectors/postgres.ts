/**
 * The cluster deployment's vector store, in the shared PostgreSQL database. Without pgvector (not packaged for
 * this platform: `CREATE EXTENSION vector` fails) vectors are bytea in the codec's int8 form and the search is an
 * exact scan in the API node over the namespace's rows (services/semantic/engine.ts keeps them in memory and
 * fetches only rows added since). When the extension is installed, `kind` reports `pgvector`; the layout stays
 * the same (see docs/adr/0012-vector-store.md for the planned HNSW column) so both paths pass one contract suite.
 */
import { type Kysely, sql } from 'kysely';
import type { BlobVectors, NamespaceRows, VectorIndex } from './types.js';

const SLICE = 500;

function slices<T>(items: readonly T[], size = SLICE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class PostgresVectorIndex implements VectorIndex {
  kind = 'postgres';
  #ready: Promise<void> | null = null;

  constructor(private readonly db: Kysely<unknown>) {}

  #ensure(): Promise<void> {
    this.#ready ??= (async () => {
      const ext = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'vector'`.execute(this.db);
      if ((ext.rows[0]?.n ?? 0) > 0) this.kind = 'pgvector';
      await sql`CREATE TABLE IF NOT EXISTS vec_blobs (embedder text NOT NULL, blob text NOT NULL, chunks integer NOT NULL, PRIMARY KEY (embedder, blob))`.execute(this.db);
      await sql`CREATE TABLE IF NOT EXISTS vec_chunks (embedder text NOT NULL, blob text NOT NULL, chunk_no integer NOT NULL,
        start_line integer NOT NULL, end_line integer NOT NULL, vec bytea NOT NULL, PRIMARY KEY (embedder, blob, chunk_no))`.execute(this.db);
      await sql`CREATE TABLE IF NOT EXISTS vec_namespaces (name text PRIMARY KEY, epoch bigint NOT NULL)`.execute(this.db);
      await sql`CREATE TABLE IF NOT EXISTS vec_ns_blobs (seq bigserial PRIMARY KEY, ns text NOT NULL, embedder text NOT NULL, blob text NOT NULL, UNIQUE (ns, embedder, blob))`.execute(this.db);
      await sql`CREATE INDEX IF NOT EXISTS vec_ns_blobs_blob ON vec_ns_blobs (embedder, blob)`.execute(this.db);
    })();
    this.#ready.catch(() => (this.#ready = null));
    return this.#ready;
  }

  async chunkCounts(embedder: string, blobs: readonly string[]): Promise<Map<string, number>> {
    await this.#ensure();
    const out = new Map<string, number>();
    for (const part of slices([...new Set(blobs)])) {
      const rows = await sql<{ blob: string; chunks: number }>`SELECT blob, chunks FROM vec_blobs WHERE embedder = ${embedder} AND blob = ANY(${part}::text[])`.execute(this.db);
      for (const row of rows.rows) out.set(row.blob, row.chunks);
    }
    return out;
  }

  async embedded(embedder: string, blobs: readonly string[]): Promise<Set<string>> {
    return new Set((await this.chunkCounts(embedder, blobs)).keys());
  }

  async put(embedder: string, blobs: readonly BlobVectors[]): Promise<void> {
    await this.#ensure();
    // multi-row statements: one round trip per 500 chunks or blobs, not one per blob
    const chunks = blobs.flatMap((b) => b.chunks.map((c) => ({ blob: b.blobSha, ...c })));
    await this.db.transaction().execute(async (tx) => {
      for (const part of slices(chunks)) {
        const values = sql.join(part.map((c) => sql`(${embedder}, ${c.blob}, ${c.chunkNo}, ${c.startLine}, ${c.endLine}, ${c.vector})`));
        await sql`INSERT INTO vec_chunks (embedder, blob, chunk_no, start_line, end_line, vec) VALUES ${values}
          ON CONFLICT (embedder, blob, chunk_no) DO UPDATE SET start_line = EXCLUDED.start_line, end_line = EXCLUDED.end_line, vec = EXCLUDED.vec`.execute(tx);
      }
      for (const part of slices(blobs)) {
        const values = sql.join(part.map((b) => sql`(${embedder}, ${b.blobSha}, ${b.chunks.length})`));
        await sql`INSERT INTO vec_blobs (embedder, blob, chunks) VALUES ${values} ON CONFLICT (embedder, blob) DO UPDATE SET chunks = EXCLUDED.chunks`.execute(tx);
      }
    });
  }

  async addToNamespace(namespace: string, embedder: string, blobs: readonly string[]): Promise<number> {
    await this.#ensure();
    await sql`INSERT INTO vec_namespaces (name, epoch) VALUES (${namespace}, ${newEpoch()}) ON CONFLICT (name) DO NOTHING`.execute(this.db);
    let added = 0;
    for (const part of slices([...new Set(blobs)])) {
      const result = await sql`INSERT INTO vec_ns_blobs (ns, embedder, blob) SELECT ${namespace}, ${embedder}, b FROM unnest(${part}::text[]) AS b
        ON CONFLICT (ns, embedder, blob) DO NOTHING`.execute(this.db);
      added += Number(result.numAffectedRows ?? 0);
    }
    return added;
  }

  async rows(namespace: string, embedder: string, afterSeq: number): Promise<NamespaceRows> {
    const version = await this.version(namespace, embedder);
    const rows = await sql<{ blob: string; chunk_no: number; start_line: number; end_line: number; vec: Buffer }>`
      SELECT n.blob, c.chunk_no, c.start_line, c.end_line, c.vec FROM vec_ns_blobs n
      JOIN vec_chunks c ON c.embedder = n.embedder AND c.blob = n.blob
      WHERE n.ns = ${namespace} AND n.embedder = ${embedder} AND n.seq > ${afterSeq} AND n.seq <= ${version.seq}
      ORDER BY n.seq, c.chunk_no`.execute(this.db);
    return {
      ...version,
      rows: rows.rows.map((r) => ({ blobSha: r.blob, chunkNo: r.chunk_no, startLine: r.start_line, endLine: r.end_line, vector: r.vec })),
    };
  }

  async version(namespace: string, embedder: string): Promise<{ seq: number; epoch: number }> {
    await this.#ensure();
    const r = await sql<{ seq: number | null; epoch: number | null }>`
      SELECT (SELECT MAX(seq)::float8 FROM vec_ns_blobs WHERE ns = ${namespace} AND embedder = ${embedder}) AS seq,
             (SELECT epoch::float8 FROM vec_namespaces WHERE name = ${namespace}) AS epoch`.execute(this.db);
    return { seq: Number(r.rows[0]?.seq ?? 0), epoch: Number(r.rows[0]?.epoch ?? 0) };
  }

  async hasNamespace(namespace: string): Promise<boolean> {
    await this.#ensure();
    const r = await sql`SELECT 1 FROM vec_ns_blobs WHERE ns = ${namespace} LIMIT 1`.execute(this.db);
    return r.rows.length > 0;
  }

  async namespacesUnder(name: string): Promise<string[]> {
    await this.#ensure();
    const rows = await sql<{ name: string }>`SELECT name FROM vec_namespaces WHERE name = ${name} OR left(name, ${name.length + 1}) = ${`${name}/`}`.execute(this.db);
    return rows.rows.map((r) => r.name);
  }

  async dropNamespaces(namespaces: readonly string[]): Promise<boolean> {
    await this.#ensure();
    if (namespaces.length === 0) return false;
    return this.db.transaction().execute(async (tx) => {
      const gone = await sql`DELETE FROM vec_ns_blobs WHERE ns = ANY(${[...namespaces]}::text[])`.execute(tx);
      await sql`DELETE FROM vec_namespaces WHERE name = ANY(${[...namespaces]}::text[])`.execute(tx);
      const held = Number(gone.numAffectedRows ?? 0) > 0;
      if (held) {
        await sql`DELETE FROM vec_chunks c WHERE NOT EXISTS (SELECT 1 FROM vec_ns_blobs n WHERE n.embedder = c.embedder AND n.blob = c.blob)`.execute(tx);
        await sql`DELETE FROM vec_blobs b WHERE NOT EXISTS (SELECT 1 FROM vec_ns_blobs n WHERE n.embedder = b.embedder AND n.blob = b.blob)`.execute(tx);
      }
      return held;
    });
  }

  async sizeBytes(): Promise<number> {
    await this.#ensure();
    const r = await sql<{ n: number }>`SELECT (pg_total_relation_size('vec_chunks') + pg_total_relation_size('vec_blobs') + pg_total_relation_size('vec_ns_blobs'))::float8 AS n`.execute(this.db);
    return Number(r.rows[0]?.n ?? 0);
  }

  async close(): Promise<void> {
    // the connection pool belongs to the store
  }
}

function newEpoch(): number {
  return 1 + Math.floor(Math.random() * 2 ** 31);
}
