/**
 * The in-memory side of vector search: one matrix per (namespace, embedder), filled from the VectorIndex once and
 * then topped up with only the rows added since (a monotonically increasing seq), rebuilt only when the namespace
 * was dropped. Lexical (sparse) vectors are searched through postings per dimension, so a query touches only the
 * rows sharing one of its ~10–30 dimensions; the query side is weighted by each dimension's inverse document
 * frequency within the namespace (the IDF of the built-in embedder). Dense vectors are scanned exactly (int8).
 * Measured in docs/benchmarks.md ("Semantic index"); why not sqlite-vec's scan: docs/adr/0012-vector-store.md.
 */
import type { QueryTerm } from '../../infra/embeddings/index.js';
import { Lru } from '../../lib/lru.js';
import { decodeVector, type NamespaceRow, type VectorIndex } from '../../store/index.js';

export interface Hit {
  row: number;
  score: number;
}

export interface RowInfo {
  blobSha: string;
  chunkNo: number;
  startLine: number;
  endLine: number;
}

interface Postings {
  rows: Int32Array[];
  vals: Float32Array[];
  df: Int32Array;
}

export class NamespaceMatrix {
  readonly info: RowInfo[] = [];
  readonly #byBlob = new Map<string, number[]>();
  /** Sparse rows: dimension indexes and dequantized values. */
  readonly #idx: Uint16Array[] = [];
  readonly #val: Float32Array[] = [];
  /** Dense rows: int8 values and their scale. */
  readonly #dense: Int8Array[] = [];
  readonly #scale: number[] = [];
  #postings: Postings | null = null;
  #scratch: { scores: Float32Array; least: Float32Array; hits: Uint8Array } | null = null;

  constructor(
    readonly epoch: number,
    public seq: number,
    readonly dimensions: number,
    readonly sparse: boolean,
  ) {}

  get size(): number {
    return this.info.length;
  }

  add(rows: readonly NamespaceRow[]): void {
    for (const r of rows) {
      const row = this.info.length;
      this.info.push({ blobSha: r.blobSha, chunkNo: r.chunkNo, startLine: r.startLine, endLine: r.endLine });
      const list = this.#byBlob.get(r.blobSha);
      if (list) list.push(row);
      else this.#byBlob.set(r.blobSha, [row]);
      const v = decodeVector(r.vector, this.dimensions);
      if (this.sparse) {
        let idx = v.indexes;
        let values: Int8Array = v.values;
        if (!idx) {
          // a dense-encoded lexical vector (many dimensions set): keep only its non-zero part
          const keep: number[] = [];
          v.values.forEach((x, i) => x !== 0 && keep.push(i));
          idx = Uint16Array.from(keep);
          values = Int8Array.from(keep.map((i) => v.values[i]!));
        }
        this.#idx.push(idx);
        this.#val.push(Float32Array.from(values, (x) => x * v.scale));
      } else if (v.indexes) {
        // a dense embedder's vector that happened to be stored sparse (mostly zeros)
        const full = new Int8Array(this.dimensions);
        v.indexes.forEach((d, k) => (full[d] = v.values[k]!));
        this.#dense.push(full);
        this.#scale.push(v.scale);
      } else {
        this.#dense.push(v.values);
        this.#scale.push(v.scale);
      }
    }
    this.#postings = null;
  }

  hasBlob(blob: string): boolean {
    return this.#byBlob.has(blob);
  }

  rowsOf(blob: string): readonly number[] {
    return this.#byBlob.get(blob) ?? [];
  }

  /** Per-row mask of the allowed blobs; null: every row. */
  mask(blobs: Iterable<string> | null): Uint8Array | null {
    if (blobs === null) return null;
    const mask = new Uint8Array(this.size);
    for (const b of blobs) for (const row of this.#byBlob.get(b) ?? []) mask[row] = 1;
    return mask;
  }

  #buildPostings(): Postings {
    const counts = new Int32Array(this.dimensions);
    for (const idx of this.#idx) for (const d of idx) counts[d]!++;
    const rows = Array.from(counts, (n) => new Int32Array(n));
    const vals = Array.from(counts, (n) => new Float32Array(n));
    const fill = new Int32Array(this.dimensions);
    this.#idx.forEach((idx, row) => {
      const val = this.#val[row]!;
      for (let k = 0; k < idx.length; k++) {
        const d = idx[k]!;
        const at = fill[d]!++;
        rows[d]![at] = row;
        vals[d]![at] = val[k]!;
      }
    });
    return { rows, vals, df: counts };
  }

  /**
   * Lexical search by terms: a row scores a term only when it has every dimension of the term (the least of its
   * values counts), weighted by the term's inverse document frequency in this namespace. Best first, in [0, 1].
   */
  searchTerms(terms: readonly QueryTerm[], mask: Uint8Array | null, k: number): Hit[] {
    this.#postings ??= this.#buildPostings();
    const { rows, vals, df } = this.#postings;
    const n = this.size;
    const weighted = terms
      .map((t) => {
        const freq = Math.min(...t.dims.map((d) => df[d]!));
        return { dims: t.dims, w: freq === 0 ? 0 : t.weight * Math.log(1 + (n - freq + 0.5) / (freq + 0.5)) };
      })
      .filter((t) => t.w > 0);
    const norm = Math.sqrt(weighted.reduce((sum, t) => sum + t.w * t.w, 0));
    if (norm === 0) return [];
    // scratch arrays kept between searches (searches are synchronous): no 3 × n allocations per query
    if (!this.#scratch || this.#scratch.scores.length !== n) this.#scratch = { scores: new Float32Array(n), least: new Float32Array(n), hits: new Uint8Array(n) };
    const { scores, least, hits } = this.#scratch;
    const touched: number[] = [];
    for (const term of weighted) {
      const seen: number[] = [];
      term.dims.forEach((d, i) => {
        const r = rows[d]!;
        const v = vals[d]!;
        for (let p = 0; p < r.length; p++) {
          const row = r[p]!;
          if (mask && mask[row] === 0) continue;
          if (i === 0) {
            least[row] = v[p]!;
            hits[row] = 1;
            seen.push(row);
          } else if (hits[row] === i) {
            least[row] = Math.min(least[row]!, v[p]!);
            hits[row] = i + 1;
          }
        }
      });
      const w = term.w / norm;
      for (const row of seen) {
        if (hits[row] === term.dims.length) {
          if (scores[row] === 0) touched.push(row);
          scores[row]! += w * least[row]!;
        }
        hits[row] = 0;
      }
    }
    const heap = new TopK(k);
    // values are halves of a term's weight (two dimensions each): scale back toward cosine's range
    for (const row of touched) {
      heap.push(row, Math.min(1, scores[row]! * Math.SQRT2));
      scores[row] = 0;
    }
    return heap.sorted();
  }

  /** The `k` best rows for a query vector among the masked rows, best first; scores are cosine in [0, 1]. */
  search(query: Float32Array, mask: Uint8Array | null, k: number): Hit[] {
    const heap = new TopK(k);
    if (this.sparse) {
      this.#postings ??= this.#buildPostings();
      const { rows, vals, df } = this.#postings;
      const n = this.size;
      // query side: IDF of each dimension within this namespace, then re-normalized
      const dims: number[] = [];
      const weights: number[] = [];
      let norm = 0;
      for (let d = 0; d < query.length; d++) {
        const q = query[d]!;
        if (q === 0 || df[d] === 0) continue;
        const w = q * Math.log(1 + (n - df[d]! + 0.5) / (df[d]! + 0.5));
        dims.push(d);
        weights.push(w);
        norm += w * w;
      }
      if (norm === 0) return [];
      norm = Math.sqrt(norm);
      const scores = new Float32Array(n);
      const touched: number[] = [];
      for (let j = 0; j < dims.length; j++) {
        const w = weights[j]! / norm;
        const r = rows[dims[j]!]!;
        const v = vals[dims[j]!]!;
        for (let p = 0; p < r.length; p++) {
          const row = r[p]!;
          if (mask && mask[row] === 0) continue;
          if (scores[row] === 0) touched.push(row);
          scores[row]! += w * v[p]!;
        }
      }
      for (const row of touched) heap.push(row, scores[row]!);
    } else {
      for (let row = 0; row < this.#dense.length; row++) {
        if (mask && mask[row] === 0) continue;
        const v = this.#dense[row]!;
        let dot = 0;
        for (let d = 0; d < v.length; d++) dot += v[d]! * query[d]!;
        heap.push(row, Math.max(0, dot * this.#scale[row]!));
      }
    }
    return heap.sorted();
  }
}

/** A bounded min-heap keeping the k largest scores. */
class TopK {
  readonly #rows: number[] = [];
  readonly #scores: number[] = [];
  constructor(private readonly k: number) {}

  push(row: number, score: number): void {
    if (score <= 0) return;
    const r = this.#rows;
    const s = this.#scores;
    if (r.length < this.k) {
      r.push(row);
      s.push(score);
      let i = r.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (s[p]! <= s[i]!) break;
        [r[p], r[i]] = [r[i]!, r[p]!];
        [s[p], s[i]] = [s[i]!, s[p]!];
        i = p;
      }
      return;
    }
    if (score <= s[0]!) return;
    r[0] = row;
    s[0] = score;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const rr = l + 1;
      let m = i;
      if (l < r.length && s[l]! < s[m]!) m = l;
      if (rr < r.length && s[rr]! < s[m]!) m = rr;
      if (m === i) break;
      [r[m], r[i]] = [r[i]!, r[m]!];
      [s[m], s[i]] = [s[i]!, s[m]!];
      i = m;
    }
  }

  sorted(): Hit[] {
    return this.#rows.map((row, i) => ({ row, score: this.#scores[i]! })).sort((a, b) => b.score - a.score || a.row - b.row);
  }
}

/** Matrices kept in memory, bounded by rows held (default 2 million: ~150 MB of lexical vectors). */
export class MatrixCache {
  readonly #cache: Lru<string, NamespaceMatrix>;
  readonly #loading = new Map<string, Promise<NamespaceMatrix>>();

  constructor(private readonly vectors: VectorIndex, maxRows = 2_000_000) {
    this.#cache = new Lru(256, maxRows);
  }

  /** The namespace's current matrix (topped up or rebuilt as the store says). */
  async get(namespace: string, embedder: { id: string; dimensions: number; kind: string }): Promise<NamespaceMatrix> {
    const key = `${namespace}\u0000${embedder.id}`;
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const task = this.#refresh(key, namespace, embedder).finally(() => this.#loading.delete(key));
    this.#loading.set(key, task);
    return task;
  }

  async #refresh(key: string, namespace: string, embedder: { id: string; dimensions: number; kind: string }): Promise<NamespaceMatrix> {
    const version = await this.vectors.version(namespace, embedder.id);
    let matrix = this.#cache.get(key);
    if (matrix && matrix.epoch === version.epoch && matrix.seq === version.seq) return matrix;
    if (!matrix || matrix.epoch !== version.epoch || version.seq < matrix.seq) {
      matrix = new NamespaceMatrix(version.epoch, 0, embedder.dimensions, embedder.kind === 'lexical');
    }
    let fresh = await this.vectors.rows(namespace, embedder.id, matrix.seq);
    if (fresh.epoch !== matrix.epoch) {
      // dropped and refilled since the version was read: start over from the first row
      matrix = new NamespaceMatrix(fresh.epoch, 0, embedder.dimensions, embedder.kind === 'lexical');
      fresh = await this.vectors.rows(namespace, embedder.id, 0);
    }
    matrix.add(fresh.rows);
    matrix.seq = fresh.seq;
    this.#cache.set(key, matrix, matrix.size);
    return matrix;
  }

  forget(namespacePrefix: string): void {
    for (const key of this.#cache.keys()) if (key.startsWith(namespacePrefix)) this.#cache.delete(key);
  }
}
