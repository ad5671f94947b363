/**
 * The built-in embedder: no model, no download. Code-aware tokens (./tokens.ts) are hashed into 1,024 dimensions
 * (FNV-1a, two dimensions per token), weighted by sublinear term frequency (1 + ln tf) times a fixed prior (syntax words dropped, keywords count little), then
 * L2-normalized. IDF is not baked into stored vectors: they are content-addressed and shared by every index that
 * holds the blob, so a corpus statistic cannot be part of them. Instead the search weights each query dimension
 * by the inverse document frequency of that dimension in the index being searched (services/semantic/engine.ts).
 */
import { type EmbedOptions, type Embedder, l2normalize, type QueryTerm } from './types.js';
import { codeTokens } from './tokens.js';

export const LEXICAL_DIMENSIONS = 1024;

export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The two dimensions of a token. */
export function dimsOf(token: string): [number, number] {
  const hash = fnv1a(token);
  return [hash % LEXICAL_DIMENSIONS, (hash >>> 10) % LEXICAL_DIMENSIONS];
}

export class LexicalEmbedder implements Embedder {
  readonly kind = 'lexical' as const;
  readonly dimensions = LEXICAL_DIMENSIONS;
  /** Bump the version when tokens or weights change: old vectors are then simply not found. */
  readonly id = 'lexical-v3';
  /** Calls and texts embedded (tests count them to prove incremental indexing). */
  readonly stats = { calls: 0, texts: 0 };

  embed(texts: readonly string[], _options?: EmbedOptions): Promise<Float32Array[]> {
    this.stats.calls++;
    this.stats.texts += texts.length;
    return Promise.resolve(texts.map((text) => this.embedOne(text)));
  }

  queryTerms(text: string): QueryTerm[] {
    const terms = new Map<string, QueryTerm & { tf: number }>();
    for (const { token, weight } of codeTokens(text)) {
      const term = terms.get(token);
      if (term) {
        term.tf++;
        term.weight = Math.max(term.weight, weight);
      } else terms.set(token, { dims: dimsOf(token), weight, tf: 1 });
    }
    return [...terms.values()].map((t) => ({ dims: t.dims, weight: (1 + Math.log(t.tf)) * t.weight }));
  }

  /** Word → its hashed features: identifiers repeat a lot, so each is split and hashed once. */
  readonly #features = new Map<string, Array<[number, number]>>();

  #featuresOf(word: string): Array<[number, number]> {
    let features = this.#features.get(word);
    if (!features) {
      features = codeTokens(word).flatMap(({ token, weight }) => dimsOf(token).map((dim): [number, number] => [dim, weight]));
      if (this.#features.size >= 200_000) this.#features.clear();
      this.#features.set(word, features);
    }
    return features;
  }

  embedOne(text: string): Float32Array {
    const tf = new Float32Array(LEXICAL_DIMENSIONS);
    const weights = new Float32Array(LEXICAL_DIMENSIONS);
    for (const match of text.matchAll(WORDS)) {
      for (const [dim, weight] of this.#featuresOf(match[0])) {
        tf[dim]!++;
        if (weight > weights[dim]!) weights[dim] = weight;
      }
    }
    const vector = new Float32Array(LEXICAL_DIMENSIONS);
    for (let dim = 0; dim < LEXICAL_DIMENSIONS; dim++) if (tf[dim]! > 0) vector[dim] = (1 + Math.log(tf[dim]!)) * weights[dim]!;
    return l2normalize(vector);
  }
}

/** The words codeTokens reads (kept in step with tokens.ts). */
const WORDS = /[A-Za-z_$][A-Za-z0-9_$]*|[0-9]+/g;
