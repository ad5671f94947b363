/**
 * The embedded deployment's vector store: its own SQLite file (vectors.db beside grove.db), so bulk vector
 * writes never hold grove.db's write lock and the file can be dropped and rebuilt on its own. Compact on disk:
 * chunk rows are appended under a plain integer key (full pages), a blob's chunks are consecutive rows found
 * through `vec_blobs.first_row`; blob ids are 20 bytes; embedder and namespace names are stored once. Statements
 * run synchronously (better-sqlite3).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { BlobVectors, NamespaceRows, VectorIndex } from './types.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS vec_embedders (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS vec_blobs (embedder INTEGER NOT NULL, blob BLOB NOT NULL, first_row INTEGER NOT NULL, chunks INTEGER NOT NULL, PRIMARY KEY (embedder, blob)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS vec_chunks (id INTEGER PRIMARY KEY, start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, vec BLOB NOT NULL);
-- a dropped and refilled namespace gets a new id (AUTOINCREMENT never reuses one): the id is its epoch
CREATE TABLE IF NOT EXISTS vec_namespaces (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS vec_ns_blobs (seq INTEGER PRIMARY KEY AUTOINCREMENT, ns INTEGER NOT NULL, embedder INTEGER NOT NULL, blob BLOB NOT NULL, UNIQUE (ns, embedder, blob));
CREATE INDEX IF NOT EXISTS vec_ns_blobs_blob ON vec_ns_blobs (embedder, blob);
`;

const SLICE = 500;
const hex = (b: Buffer) => b.toString('hex');
const bin = (h: string) => Buffer.from(h, 'hex');

function slices<T>(items: readonly T[], size = SLICE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class SqliteVectorIndex implements VectorIndex {
  readonly kind = 'sqlite';
  readonly #db: BetterSqlite3.Database;
  readonly #file: string;
  readonly #embedders = new Map<string, number>();

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.#file = path.join(dataDir, 'vectors.db');
    this.#db = new BetterSqlite3(this.#file);
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('synchronous = NORMAL');
    this.#db.pragma('busy_timeout = 5000');
    this.#db.exec(SCHEMA);
  }

  #embedder(name: string): number {
    let id = this.#embedders.get(name);
    if (id === undefined) {
      this.#db.prepare('INSERT OR IGNORE INTO vec_embedders (name) VALUES (?)').run(name);
      id = (this.#db.prepare('SELECT id FROM vec_embedders WHERE name = ?').get(name) as { id: number }).id;
      this.#embedders.set(name, id);
    }
    return id;
  }

  async chunkCounts(embedder: string, blobs: readonly string[]): Promise<Map<string, number>> {
    const e = this.#embedder(embedder);
    const out = new Map<string, number>();
    for (const part of slices([...new Set(blobs)])) {
      const rows = this.#db
        .prepare(`SELECT blob, chunks FROM vec_blobs WHERE embedder = ? AND blob IN (${part.map(() => '?').join(',')})`)
        .all(e, ...part.map(bin)) as Array<{ blob: Buffer; chunks: number }>;
      for (const row of rows) out.set(hex(row.blob), row.chunks);
    }
    return out;
  }

  async embedded(embedder: string, blobs: readonly string[]): Promise<Set<string>> {
    return new Set((await this.chunkCounts(embedder, blobs)).keys());
  }

  async put(embedder: string, blobs: readonly BlobVectors[]): Promise<void> {
    const e = this.#embedder(embedder);
    const existing = this.#db.prepare('SELECT first_row, chunks FROM vec_blobs WHERE embedder = ? AND blob = ?');
    const drop = this.#db.prepare('DELETE FROM vec_chunks WHERE id >= ? AND id < ?');
    const blob = this.#db.prepare('INSERT OR REPLACE INTO vec_blobs (embedder, blob, first_row, chunks) VALUES (?, ?, ?, ?)');
    const chunk = this.#db.prepare('INSERT INTO vec_chunks (start_line, end_line, vec) VALUES (?, ?, ?)');
    this.#db.transaction(() => {
      for (const b of blobs) {
        const id = bin(b.blobSha);
        const old = existing.get(e, id) as { first_row: number; chunks: number } | undefined;
        if (old) drop.run(old.first_row, old.first_row + old.chunks);
        // one writer, one transaction: the blob's rows get consecutive ids
        let first = 0;
        [...b.chunks].sort((x, y) => x.chunkNo - y.chunkNo).forEach((c, i) => {
          const row = Number(chunk.run(c.startLine, c.endLine, c.vector).lastInsertRowid);
          if (i === 0) first = row;
        });
        blob.run(e, id, first, b.chunks.length);
      }
    })();
  }

  async addToNamespace(namespace: string, embedder: string, blobs: readonly string[]): Promise<number> {
    const e = this.#embedder(embedder);
    const insert = this.#db.prepare('INSERT OR IGNORE INTO vec_ns_blobs (ns, embedder, blob) VALUES (?, ?, ?)');
    let added = 0;
    this.#db.transaction(() => {
      this.#db.prepare('INSERT OR IGNORE INTO vec_namespaces (name) VALUES (?)').run(namespace);
      const ns = this.#nsId(namespace)!;
      for (const b of blobs) added += insert.run(ns, e, bin(b)).changes;
    })();
    return added;
  }

  #nsId(namespace: string): number | undefined {
    return (this.#db.prepare('SELECT id FROM vec_namespaces WHERE name = ?').get(namespace) as { id: number } | undefined)?.id;
  }

  async rows(namespace: string, embedder: string, afterSeq: number): Promise<NamespaceRows> {
    const e = this.#embedder(embedder);
    const { epoch, seq } = await this.version(namespace, embedder);
    const rows = this.#db
      .prepare(
        `SELECT n.blob, c.id - b.first_row AS chunk_no, c.start_line, c.end_line, c.vec FROM vec_ns_blobs n
         JOIN vec_blobs b ON b.embedder = n.embedder AND b.blob = n.blob
         JOIN vec_chunks c ON c.id >= b.first_row AND c.id < b.first_row + b.chunks
         WHERE n.ns = ? AND n.embedder = ? AND n.seq > ? AND n.seq <= ? ORDER BY n.seq, c.id`,
      )
      .all(epoch, e, afterSeq, seq) as Array<{ blob: Buffer; chunk_no: number; start_line: number; end_line: number; vec: Buffer }>;
    return {
      seq,
      epoch,
      rows: rows.map((r) => ({ blobSha: hex(r.blob), chunkNo: r.chunk_no, startLine: r.start_line, endLine: r.end_line, vector: r.vec })),
    };
  }

  async version(namespace: string, embedder: string): Promise<{ seq: number; epoch: number }> {
    const e = this.#embedder(embedder);
    const ns = this.#nsId(namespace);
    if (ns === undefined) return { seq: 0, epoch: 0 };
    const seq = (this.#db.prepare('SELECT MAX(seq) AS seq FROM vec_ns_blobs WHERE ns = ? AND embedder = ?').get(ns, e) as { seq: number | null }).seq ?? 0;
    return { seq, epoch: ns };
  }

  async hasNamespace(namespace: string): Promise<boolean> {
    const ns = this.#nsId(namespace);
    return ns !== undefined && this.#db.prepare('SELECT 1 FROM vec_ns_blobs WHERE ns = ? LIMIT 1').get(ns) !== undefined;
  }

  async namespacesUnder(name: string): Promise<string[]> {
    const rows = this.#db.prepare('SELECT name FROM vec_namespaces WHERE name = ? OR substr(name, 1, ?) = ?').all(name, name.length + 1, `${name}/`) as Array<{ name: string }>;
    return rows.map((r) => r.name);
  }

  async dropNamespaces(namespaces: readonly string[]): Promise<boolean> {
    let held = false;
    this.#db.transaction(() => {
      for (const name of namespaces) {
        const ns = this.#nsId(name);
        if (ns === undefined) continue;
        held = this.#db.prepare('DELETE FROM vec_ns_blobs WHERE ns = ?').run(ns).changes > 0 || held;
        this.#db.prepare('DELETE FROM vec_namespaces WHERE id = ?').run(ns);
      }
      if (!held) return;
      // vectors no namespace refers to any more (content-addressed: another repository may still use them)
      const orphans = `SELECT embedder, blob, first_row, chunks FROM vec_blobs b
        WHERE NOT EXISTS (SELECT 1 FROM vec_ns_blobs n WHERE n.embedder = b.embedder AND n.blob = b.blob)`;
      this.#db.exec(`DELETE FROM vec_chunks WHERE id IN (SELECT c.id FROM (${orphans}) o JOIN vec_chunks c ON c.id >= o.first_row AND c.id < o.first_row + o.chunks)`);
      this.#db.exec(`DELETE FROM vec_blobs WHERE NOT EXISTS (SELECT 1 FROM vec_ns_blobs n WHERE n.embedder = vec_blobs.embedder AND n.blob = vec_blobs.blob)`);
    })();
    return held;
  }

  async sizeBytes(): Promise<number> {
    this.#db.pragma('wal_checkpoint(TRUNCATE)');
    const pages = this.#db.pragma('page_count', { simple: true }) as number;
    const free = this.#db.pragma('freelist_count', { simple: true }) as number;
    const size = this.#db.pragma('page_size', { simple: true }) as number;
    return (pages - free) * size;
  }

  async close(): Promise<void> {
    this.#db.close();
  }
}
