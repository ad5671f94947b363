/**
 * Rerankers: score candidate passages against a query. Built in: Okapi BM25 over the candidates themselves (IDF
 * from the candidate set, so it needs nothing stored). External: a `/rerank` endpoint of the shape Cohere, Jina
 * and Hugging Face TEI share ({model, query, documents, top_n} → {results: [{index, relevance_score}]}).
 */
import { AppError } from '../../domain/errors.js';
import { tokenSet } from './tokens.js';

export interface Reranker {
  readonly id: string;
  /** One score per document, higher is better, in [0, 1]. */
  rerank(query: string, documents: readonly string[], signal?: AbortSignal): Promise<number[]>;
}

export class Bm25Reranker implements Reranker {
  readonly id = 'bm25';
  /** Term counts of recently reranked passages: the same chunks come back for related queries. */
  readonly #docs = new Map<string, { tf: Map<string, number>; length: number }>();
  constructor(private readonly k1 = 1.2, private readonly b = 0.75) {}

  #doc(text: string): { tf: Map<string, number>; length: number } {
    let doc = this.#docs.get(text);
    if (!doc) {
      const tf = new Map<string, number>();
      const tokens = tokenSet(text);
      for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
      doc = { tf, length: tokens.length };
      if (this.#docs.size >= 5000) this.#docs.delete(this.#docs.keys().next().value!);
      this.#docs.set(text, doc);
    }
    return doc;
  }

  rerank(query: string, documents: readonly string[]): Promise<number[]> {
    const terms = [...new Set(tokenSet(query))];
    const docs = documents.map((d) => this.#doc(d));
    const avg = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length) || 1;
    const idf = new Map(terms.map((t) => {
      const df = docs.filter((d) => d.tf.has(t)).length;
      return [t, Math.log(1 + (docs.length - df + 0.5) / (df + 0.5))];
    }));
    const raw = docs.map((d) => {
      let score = 0;
      for (const t of terms) {
        const f = d.tf.get(t);
        if (!f) continue;
        score += idf.get(t)! * ((f * (this.k1 + 1)) / (f + this.k1 * (1 - this.b + (this.b * d.length) / avg)));
      }
      return score;
    });
    const max = Math.max(0, ...raw);
    return Promise.resolve(raw.map((s) => (max > 0 ? s / max : 0)));
  }
}

export interface HttpRerankerSettings {
  /** Base URL; `/rerank` is appended (e.g. https://api.cohere.com/v2, http://127.0.0.1:8080). */
  url: string;
  model: string | null;
  apiKey: string | null;
  timeoutMs: number;
}

export class HttpReranker implements Reranker {
  readonly id: string;
  constructor(private readonly settings: HttpRerankerSettings) {
    this.id = `http:${settings.model ?? 'default'}`;
  }

  async rerank(query: string, documents: readonly string[], signal?: AbortSignal): Promise<number[]> {
    if (documents.length === 0) return [];
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    let body: { results?: Array<{ index: number; relevance_score?: number; score?: number }> } | Array<{ index: number; score: number }>;
    try {
      const response = await fetch(`${this.settings.url.replace(/\/+$/, '')}/rerank`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}) },
        body: JSON.stringify({ ...(this.settings.model ? { model: this.settings.model } : {}), query, documents, texts: documents, top_n: documents.length }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) throw new AppError('UPSTREAM_ERROR', `the reranker answered ${response.status}`);
      body = (await response.json()) as typeof body;
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('UPSTREAM_ERROR', `the reranker could not be reached: ${String(error).slice(0, 200)}`);
    }
    // Cohere/Jina: {results: [{index, relevance_score}]}; TEI: [{index, score}]
    const rows = Array.isArray(body) ? body.map((r) => ({ index: r.index, score: r.score })) : (body.results ?? []).map((r) => ({ index: r.index, score: r.relevance_score ?? r.score ?? 0 }));
    const scores = new Array<number>(documents.length).fill(0);
    for (const row of rows) if (row.index >= 0 && row.index < documents.length) scores[row.index] = row.score;
    const max = Math.max(...scores);
    const min = Math.min(...scores);
    // TEI answers logits unless asked otherwise: squash anything outside [0, 1]
    return scores.map((s) => (min >= 0 && max <= 1 ? s : 1 / (1 + Math.exp(-s))));
  }
}
